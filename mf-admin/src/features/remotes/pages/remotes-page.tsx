import { useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@comanda/shared/ui/mui';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog } from '@comanda/shared/ui';
import { PageHeader } from '../../../common/components/page-header';
import { useActivateRemoteVersionMutation, useAdminRemotesQuery, useRollbackRemoteMutation, type AdminRemote } from '../api/remotes-api';
import { RemoteCard } from '../components/remote-card';
import { UNVERSIONED_BUILD } from '@comanda/shared/domain';
import { REMOTE_TITLES, rollbackTarget } from '../lib/remote-format';

type Asking =
  | { kind: 'activate'; remote: AdminRemote; version: string }
  | { kind: 'unversioned'; remote: AdminRemote }
  | { kind: 'rollback'; remote: AdminRemote; to: string | null };

const LIVE_NOTE = 'Quem abrir a área a partir de agora já recebe a mudança; páginas já abertas trocam na próxima navegação, sem recarregar.';

function questionOf(asking: Asking): { title: string; text: string; confirmLabel: string } {
  const title = REMOTE_TITLES[asking.remote.remote];
  if (asking.kind === 'activate') {
    return { title: `Ativar a versão ${asking.version} de ${title}?`, text: LIVE_NOTE, confirmLabel: 'Ativar' };
  }
  if (asking.kind === 'unversioned') {
    return {
      title: `Usar o ${UNVERSIONED_BUILD} de ${title}?`,
      text: `A versão ${asking.remote.active} deixa de ser usada: a área passa a carregar o ${UNVERSIONED_BUILD} (/remotes/${asking.remote.folder}/). As versões mantidas continuam disponíveis para ativar. ${LIVE_NOTE}`,
      confirmLabel: 'Usar build sem versão',
    };
  }
  const to = asking.to ? `a versão ${asking.to}` : `o ${UNVERSIONED_BUILD}`;
  return { title: `Desfazer a versão ativa de ${title}?`, text: `A versão ${asking.remote.active} deixa de ser usada: a área volta para ${to}. ${LIVE_NOTE}`, confirmLabel: 'Desfazer' };
}

/** /admin/remotes: each area's live version, the kept ones and the load errors browsers reported; Ativar, Desfazer and Usar build sem versão. */
export function RemotesPage() {
  const { data: remotes, error, isLoading } = useAdminRemotesQuery();
  const [activate, activating] = useActivateRemoteVersionMutation();
  const [rollback, rollingBack] = useRollbackRemoteMutation();
  // The question stays while the dialog closes (its text would otherwise go blank during the transition).
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const { enqueueSnackbar } = useToasts();
  const busy = activating.isLoading || rollingBack.isLoading;

  async function confirm() {
    if (!asking || !open) return;
    const title = REMOTE_TITLES[asking.remote.remote];
    try {
      if (asking.kind === 'activate') {
        await activate({ remote: asking.remote.remote, version: asking.version }).unwrap();
        enqueueSnackbar(`Versão ${asking.version} de ${title} ativada.`, { variant: 'success' });
      } else if (asking.kind === 'unversioned') {
        await activate({ remote: asking.remote.remote, version: null }).unwrap();
        enqueueSnackbar(`${title} passou a usar o ${UNVERSIONED_BUILD}.`, { variant: 'success' });
      } else {
        const updated = await rollback(asking.remote.remote).unwrap();
        enqueueSnackbar(`${title} voltou para ${updated.active ? `a versão ${updated.active}` : `o ${UNVERSIONED_BUILD}`}.`, { variant: 'success' });
      }
    } catch (err) {
      const fallback = asking.kind === 'rollback' ? 'Não foi possível desfazer a versão ativa.' : asking.kind === 'unversioned' ? `Não foi possível usar o ${UNVERSIONED_BUILD}.` : 'Não foi possível ativar a versão.';
      enqueueSnackbar(toApiError(err, fallback).message, { variant: 'error' });
    }
    setOpen(false);
  }

  const askTo = (question: Asking) => {
    setAsking(question);
    setOpen(true);
  };
  const ask = (remote: AdminRemote) => ({
    activate: (version: string) => askTo({ kind: 'activate', remote, version }),
    rollback: () => askTo({ kind: 'rollback', remote, to: rollbackTarget(remote) }),
    useUnversioned: () => askTo({ kind: 'unversioned', remote }),
  });
  const question = asking ? questionOf(asking) : null;

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Remotos" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        As áreas da plataforma publicadas como versões: a versão no ar, as mantidas para voltar atrás e os erros de carregamento que os navegadores informaram.
      </Typography>
      {isLoading ? <CircularProgress aria-label="Carregando remotos" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar os remotos.').message}</Alert> : null}
      {remotes && remotes.length === 0 ? <Alert severity="info">Nenhum remoto cadastrado.</Alert> : null}
      {remotes && remotes.length > 0 ? (
        <Stack spacing={2}>
          {remotes.map((remote) => {
            const actions = ask(remote);
            return <RemoteCard key={remote.remote} remote={remote} busy={busy} onActivate={actions.activate} onRollback={actions.rollback} onUseUnversioned={actions.useUnversioned} />;
          })}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={open}
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Box>
  );
}

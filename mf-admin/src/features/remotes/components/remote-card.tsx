import { Box, Button, Divider, Stack, Typography } from '@comanda/shared/ui/mui';
import UndoIcon from '@mui/icons-material/Undo';
import { DisabledReason } from '@comanda/shared/ui';
import { Facts, SectionCard } from '../../../common/components/section-card';
import { formatDateTime } from '../../../common/lib/format';
import type { AdminRemote } from '../api/remotes-api';
import { UNVERSIONED_BUILD } from '@comanda/shared/domain';
import { REMOTE_TITLES, shortCommit } from '../lib/remote-format';
import { LoadErrors } from './load-errors';
import { ReleasesTable } from './releases-table';

type Props = { remote: AdminRemote; busy: boolean; onActivate: (version: string) => void; onRollback: () => void; onUseUnversioned: () => void };

/**
 * One remote: what is live (version, build time, commit), what browsers reported, the kept versions. While a version
 * is active, "Usar build sem versão" goes back to the unversioned build (<folder>/dist) without unpublishing anything.
 */
export function RemoteCard({ remote, busy, onActivate, onRollback, onUseUnversioned }: Props) {
  const title = REMOTE_TITLES[remote.remote];
  const live = remote.active ? remote.releases.find((release) => release.version === remote.active) : undefined;
  return (
    <SectionCard
      title={title}
      description={`${remote.remote} · /remotes/${remote.folder}/`}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {remote.active ? (
            <Button size="small" variant="outlined" disabled={busy} onClick={onUseUnversioned}>
              Usar build sem versão
            </Button>
          ) : null}
          <DisabledReason reason={remote.active ? null : 'Nenhuma versão publicada ativa para desfazer.'}>
            <Button size="small" variant="outlined" color="warning" startIcon={<UndoIcon />} disabled={!remote.active || busy} onClick={onRollback}>
              Desfazer (rollback)
            </Button>
          </DisabledReason>
        </Stack>
      }
    >
      <Facts
        rows={[
          ['Versão ativa', remote.active ?? UNVERSIONED_BUILD],
          ['Build', live ? formatDateTime(live.builtAt) : '—'],
          ['Commit', <Box key="commit" component="span" sx={{ fontFamily: 'monospace' }} title={live?.commit ?? undefined}>{shortCommit(live?.commit)}</Box>],
        ]}
      />
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Erros de carregamento
      </Typography>
      <LoadErrors remote={remote} title={title} />
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Versões mantidas
      </Typography>
      <ReleasesTable remote={remote} title={title} busy={busy} onActivate={onActivate} />
    </SectionCard>
  );
}

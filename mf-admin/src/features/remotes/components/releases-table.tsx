import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Button, Chip, Typography } from '@comanda/shared/ui/mui';
import { formatDateTime, formatInteger } from '../../../common/lib/format';
import type { AdminRemote } from '../api/remotes-api';
import { formatBytes, shortCommit } from '../lib/remote-format';

type Props = { remote: AdminRemote; title: string; busy: boolean; onActivate: (version: string) => void };

/** The kept versions of a remote, newest first, each with "Ativar" (not the active one). */
export function ReleasesTable({ remote, title, busy, onActivate }: Props) {
  if (remote.releases.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nenhuma versão publicada: a área usa o build sem versão.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={`Versões mantidas: ${title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Versão</TableCell>
            <TableCell>Build</TableCell>
            <TableCell>Commit</TableCell>
            <TableCell align="right">Arquivos</TableCell>
            <TableCell align="right">Tamanho</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remote.releases.map((release) => {
            const active = release.version === remote.active;
            return (
              <TableRow key={release.version} selected={active}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {release.version} {active ? <Chip size="small" color="success" label="Ativa" sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(release.builtAt)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }} title={release.commit ?? undefined}>
                  {shortCommit(release.commit)}
                </TableCell>
                <TableCell align="right">{formatInteger(release.files)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(release.bytes)}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" variant="outlined" disabled={active || busy} onClick={() => onActivate(release.version)} aria-label={`Ativar a versão ${release.version}`}>
                    Ativar
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

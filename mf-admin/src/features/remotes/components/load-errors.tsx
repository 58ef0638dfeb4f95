import { useId, useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Collapse, Typography } from '@comanda/shared/ui/mui';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDateTime } from '../../../common/lib/format';
import type { AdminRemote } from '../api/remotes-api';
import { UNVERSIONED_BUILD } from '@comanda/shared/domain';
import { errorsLabel } from '../lib/remote-format';

/** What browsers reported for one remote: the count of the last 24 h and, on demand, the latest reports. */
export function LoadErrors({ remote, title }: { remote: AdminRemote; title: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { last24h, recent } = remote.loadErrors;
  return (
    <Box>
      {last24h > 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {errorsLabel(last24h)}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {errorsLabel(0)}
        </Typography>
      )}
      {recent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum erro de carregamento informado pelos navegadores.
        </Typography>
      ) : (
        <>
          <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={listId} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
            {open ? 'Ocultar erros recentes' : `Ver erros recentes (${recent.length})`}
          </Button>
          <Collapse in={open} id={listId} unmountOnExit>
            <TableContainer>
              <Table size="small" aria-label={`Erros recentes: ${title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Quando</TableCell>
                    <TableCell>Versão</TableCell>
                    <TableCell>Mensagem</TableCell>
                    <TableCell>Navegador</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {recent.map((error, index) => (
                    <TableRow key={`${error.createdAt}-${index}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(error.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{error.version ?? UNVERSIONED_BUILD}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {error.message}
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {error.entry}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                        <Typography variant="body2" color="text.secondary">
                          {error.userAgent ?? '—'}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Collapse>
        </>
      )}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Link, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { differenceLabel, formatBRL } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { useRegisterSessionsQuery } from '../api/register-api';
import { formatOrderDateTime as formatDateTime } from '@comanda/shared/domain';

/** /pdv/reports: the period's report (given by the screen table) and the store's last register sessions of every station. */
export function RegisterHistoryPage({ report }: { report?: ReactNode }) {
  const storeId = useActiveStoreId() ?? 0;
  const { data, error, isLoading } = useRegisterSessionsQuery(storeId, { skip: !storeId, refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={2} component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h4" component="h1">
        Relatórios do PDV
      </Typography>
      {report}
      <Typography variant="h6" component="h2">
        Caixas
      </Typography>
      <Typography color="text.secondary">Os últimos caixas de todas as estações da loja: abertura, vendas, sangrias e a diferença do fechamento.</Typography>
      {isLoading ? <PageSpinner /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar os caixas.').message}</Alert> : null}
      {data && data.length === 0 ? <Typography color="text.secondary">Nenhum caixa aberto ainda.</Typography> : null}
      {data && data.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Caixas">
            <TableHead>
              <TableRow>
                <TableCell>Estação</TableCell>
                <TableCell>Abertura</TableCell>
                <TableCell>Fechamento</TableCell>
                <TableCell align="right">Fundo</TableCell>
                <TableCell align="right">Vendas</TableCell>
                <TableCell align="right">Sangrias</TableCell>
                <TableCell align="right">Dinheiro esperado</TableCell>
                <TableCell>Conferência</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`../cash-register/transactions/${s.id}`} relative="path" underline="hover" sx={{ fontWeight: 700 }}>
                      {s.station_name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(s.opened_at)} · {s.opened_by.name}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.closed_at && s.closed_by ? `${formatDateTime(s.closed_at)} · ${s.closed_by.name}` : 'Aberto'}</TableCell>
                  <TableCell align="right">{formatBRL(s.opening_float_cents)}</TableCell>
                  <TableCell align="right">{formatBRL(s.totals.sales_total_cents)}</TableCell>
                  <TableCell align="right">{formatBRL(s.totals.sangria_cents)}</TableCell>
                  <TableCell align="right">{formatBRL(s.totals.expected.cash)}</TableCell>
                  <TableCell>{s.closing ? differenceLabel(s.closing.difference_cents) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { MenuItem, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import DownloadIcon from '@mui/icons-material/Download';
import { useSearchParams } from 'react-router-dom';
import { formatReais, REPORT_GROUP_LABELS, REPORT_GROUPS, reportQuerySchema, type ReportGroup, type ReportRow } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { formatInteger } from '../../../common/lib/format';
import { downloadReport, usePlatformReportQuery } from '../api/reports-api';
import { reportFiltersFromSearch, type ReportFilters } from '../lib/report-period';

/** The shared schema's message for the period as typed (null: it is valid). */
function periodError(filters: ReportFilters): string | null {
  try {
    reportQuerySchema.validateSync(filters);
    return null;
  } catch (err) {
    return (err as { message: string }).message;
  }
}

function Cells({ row }: { row: Omit<ReportRow, 'key' | 'label'> }) {
  return (
    <>
      <TableCell align="right">{formatInteger(row.orders)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatReais(row.revenue)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatReais(row.average_ticket)}
      </TableCell>
      <TableCell align="right">{formatInteger(row.stores)}</TableCell>
      <TableCell align="right">{formatInteger(row.new_stores)}</TableCell>
    </>
  );
}

/** /admin/reports: orders, revenue and stores over a period, by business type, city, store or day; CSV and XLSX. */
export function ReportsPage() {
  const [urlParams, setUrlParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersFromSearch(urlParams), [urlParams]);
  const invalid = periodError(filters);
  const { data, error, isFetching } = usePlatformReportQuery(filters, { skip: invalid !== null });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const { enqueueSnackbar } = useToasts();
  const set = (patch: Partial<ReportFilters>) => setUrlParams(new URLSearchParams({ ...filters, ...patch }), { replace: true });

  async function exportAs(format: 'csv' | 'xlsx') {
    setExporting(format);
    try {
      await downloadReport(filters, format);
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
    setExporting(null);
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title="Relatórios"
        actions={
          <>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportAs('csv')} disabled={invalid !== null || exporting !== null}>
              Exportar CSV
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportAs('xlsx')} disabled={invalid !== null || exporting !== null}>
              Exportar Excel
            </Button>
          </>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pedidos, faturamento e lojas no período, agrupados como você escolher. O CSV abre no Excel brasileiro (separador “;” e vírgula decimal).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Período do relatório">
        <TextField label="De" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="Até" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label="Agrupar por" value={filters.group} onChange={(e) => set({ group: e.target.value as ReportGroup })} sx={{ minWidth: 200 }}>
          {REPORT_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {REPORT_GROUP_LABELS[group]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {invalid ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {invalid}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toApiError(error, 'Não foi possível carregar o relatório.').message}
        </Alert>
      ) : null}
      {isFetching && !data ? <CircularProgress aria-label="Carregando relatório" /> : null}
      {data && !invalid ? (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <TableContainer>
            <Table size="small" aria-label="Relatório" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{REPORT_GROUP_LABELS[data.group]}</TableCell>
                  <TableCell align="right">Pedidos</TableCell>
                  <TableCell align="right">Faturamento</TableCell>
                  <TableCell align="right">Ticket médio</TableCell>
                  <TableCell align="right">Lojas com pedidos</TableCell>
                  <TableCell align="right">Lojas novas</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Typography color="text.secondary">Nenhum pedido nem loja nova no período.</Typography>
                    </TableCell>
                  </TableRow>
                ) : (
                  data.rows.map((row) => (
                    <TableRow key={row.key} hover>
                      <TableCell>{row.label}</TableCell>
                      <Cells row={row} />
                    </TableRow>
                  ))
                )}
              </TableBody>
              <TableFooter>
                <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                  <TableCell>Total</TableCell>
                  <Cells row={data.totals} />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
    </Box>
  );
}

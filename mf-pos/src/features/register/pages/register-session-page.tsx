import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PosSaleView } from '@comanda/shared/domain';
import { ReceiptSlip } from '../../../components/sale-slips';
import { usePrintSlip } from '../../../lib/use-print-slip';
import { useActiveStoreId, toApiError } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { useRegisterSessionQuery, useSessionSalesQuery } from '../api/register-api';
import { SessionSalesTable } from '../components/session-sales-table';
import { MovementsTable } from '../components/movements-table';
import { RegisterFigures } from '../components/register-figures';
import { RegisterSlip } from '../components/register-slip';
import { formatOrderDateTime as formatDateTime } from '@comanda/shared/domain';

/** /pdv/cash-register/transactions/:id: one register session, its movements and figures (X while open, Z once closed). */
export function RegisterSessionPage() {
  const storeId = useActiveStoreId() ?? 0;
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading } = useRegisterSessionQuery({ storeId, id }, { skip: !storeId || !valid });
  const sales = useSessionSalesQuery({ storeId, id }, { skip: !storeId || !valid });
  const [reprinting, setReprinting] = useState<PosSaleView | null>(null);
  const { printing, print } = usePrintSlip<'receipt'>();
  if (isLoading) return <PageSpinner />;
  if (!valid || error || !data) return <Alert severity="error">{toApiError(error, 'Caixa não encontrado.').message}</Alert>;
  return (
    <Stack spacing={2} component="section" aria-labelledby="session-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography id="session-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Movimentações do caixa: {data.station_name}
        </Typography>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {data.closed_at ? 'Imprimir redução Z' : 'Imprimir leitura X'}
        </Button>
      </Box>
      <Typography color="text.secondary">
        Aberto em {formatDateTime(data.opened_at)} por {data.opened_by.name}
        {data.closed_at && data.closed_by ? ` · fechado em ${formatDateTime(data.closed_at)} por ${data.closed_by.name}` : ' · aberto'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RegisterFigures session={data} />
      </Paper>
      {data.closing_notes ? <Alert severity="info">Observações do fechamento: {data.closing_notes}</Alert> : null}
      <MovementsTable movements={data.movements} />
      <SessionSalesTable
        sales={sales.data ?? []}
        onReprint={(sale) => {
          setReprinting(sale);
          print('receipt');
        }}
      />
      {/* One slip at a time on paper: a receipt being reprinted, else the X/Z report. */}
      {printing === 'receipt' && reprinting ? <ReceiptSlip sale={reprinting} storeName={data.store_name} /> : <RegisterSlip session={data} />}
    </Stack>
  );
}

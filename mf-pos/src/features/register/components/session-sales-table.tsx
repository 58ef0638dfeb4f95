import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { POS_PAYMENT_METHOD_LABELS, formatBRL, formatOrderTime, saleTitle, type PosSaleView } from '@comanda/shared/domain';

const TYPE_LABELS = { pickup: 'Balcão', dine_in: 'Mesa', delivery: 'Delivery' } as const;

/** The sales a register session took, newest first, each with its payments and a reprint of its receipt. */
export function SessionSalesTable({ sales, onReprint }: { sales: PosSaleView[]; onReprint: (sale: PosSaleView) => void }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        Vendas deste caixa
      </Typography>
      {sales.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Nenhuma venda neste caixa ainda.
        </Typography>
      ) : (
        <Table size="small" aria-label="Vendas deste caixa">
          <TableHead>
            <TableRow>
              <TableCell>Venda</TableCell>
              <TableCell>Hora</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Pagamentos</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">A pagar</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sales.map((sale) => (
              <TableRow key={sale.order_id}>
                <TableCell sx={{ fontWeight: 700 }}>
                  {saleTitle(sale).replace('VENDA ', '')}
                  {sale.sold_offline_at ? ' (offline)' : ''}
                </TableCell>
                <TableCell>{formatOrderTime(sale.sold_offline_at ?? sale.created_at)}</TableCell>
                <TableCell>{sale.table ? `${TYPE_LABELS[sale.order_type]} ${sale.table}` : TYPE_LABELS[sale.order_type]}</TableCell>
                <TableCell>{sale.payments.map((p) => `${POS_PAYMENT_METHOD_LABELS[p.method]} ${formatBRL(p.amount_cents)}`).join(' · ') || '—'}</TableCell>
                <TableCell align="right">{formatBRL(sale.total_cents)}</TableCell>
                <TableCell align="right">{sale.remaining_cents > 0 ? formatBRL(sale.remaining_cents) : '—'}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onReprint(sale)} aria-label={`Reimprimir ${saleTitle(sale)}`}>
                    Reimprimir
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableContainer>
  );
}

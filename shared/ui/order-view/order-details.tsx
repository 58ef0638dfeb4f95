import type { ReactNode } from 'react';
import { List, ListItem } from '@mui/material';
import { Box, Divider, Paper, Typography } from '@comanda/shared/ui/mui';
import {
  formatReais,
  orderAddressLines,
  orderDestinationLabel,
  orderPaymentSummary,
  orderTotalsLines,
  ORDER_TYPE_LABELS,
  type Order,
  type OrderType,
} from '@comanda/shared/domain';

const DESTINATION_TITLES: Record<OrderType, string> = {
  delivery: 'Endereço de entrega',
  pickup: ORDER_TYPE_LABELS.pickup,
  dine_in: ORDER_TYPE_LABELS.dine_in,
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Items with option lines, totals, payment and where the order goes (address, table or pickup). */
export function OrderDetails({ order }: { order: Order }) {
  const payment = orderPaymentSummary(order);
  const addressLines = orderAddressLines(order.address);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="order-details-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="order-details-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Resumo do pedido
      </Typography>
      <List dense disablePadding aria-label="Itens do pedido">
        {order.items.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ display: 'block', py: 0.75 }} data-testid="order-item">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.quantity}x {item.name}
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatReais(item.total_price)}</Typography>
            </Box>
            {(item.option_lines.length > 0 || item.notes) && (
              <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, pl: 2 }}>
                {item.option_lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                {item.notes && <li>Obs.: {item.notes}</li>}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      <Divider />
      <Box component="dl" aria-label="Valores do pedido" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, '& dd': { m: 0, textAlign: 'right' } }}>
        {orderTotalsLines(order).map((line) => (
          <Box key={line.label} sx={{ display: 'contents', fontWeight: line.total ? 700 : 400, '& > *': { fontSize: line.total ? '1.125rem' : undefined } }}>
            <dt>{line.label}</dt>
            <dd data-testid={line.total ? 'order-total' : undefined}>{line.text}</dd>
          </Box>
        ))}
      </Box>
      <Divider />
      <Block title="Pagamento">
        <Typography data-testid="order-payment">{payment.method}</Typography>
        {payment.changeFor && <Typography variant="body2">{payment.changeFor}</Typography>}
        {payment.changeDue && order.payment.change_due !== null && <Typography variant="body2">Seu troco: {formatReais(order.payment.change_due)}</Typography>}
      </Block>
      <Block title={DESTINATION_TITLES[order.order_type]}>
        {order.order_type === 'delivery' ? (
          addressLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))
        ) : (
          <Typography variant="body2">{orderDestinationLabel(order)}</Typography>
        )}
      </Block>
      <Block title="Cliente">
        <Typography variant="body2">{order.customer.name}</Typography>
      </Block>
      {order.notes && (
        <Block title="Observações">
          <Typography variant="body2">{order.notes}</Typography>
        </Block>
      )}
    </Paper>
  );
}

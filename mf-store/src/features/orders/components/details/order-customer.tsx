import { Box, Button, Link, Typography } from '@comanda/shared/ui/mui';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { onlyDigits, orderAddressLines, orderDestinationLabel, phoneDisplay, whatsappHref, type Order } from '@comanda/shared/domain';

export function OrderCustomer({ order }: { order: Order }) {
  const whatsapp = whatsappHref(order.customer.phone);
  const address = order.order_type === 'delivery' ? orderAddressLines(order.address) : [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{order.customer.name}</Typography>
      {order.customer.phone && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link href={`tel:${onlyDigits(order.customer.phone)}`}>{phoneDisplay(order.customer.phone)}</Link>
          {whatsapp && (
            <Button
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              variant="outlined"
              color="success"
              startIcon={<WhatsAppIcon />}
              aria-label={`WhatsApp de ${order.customer.name}`}
            >
              WhatsApp
            </Button>
          )}
        </Box>
      )}
      {order.customer.email && <Typography variant="body2">{order.customer.email}</Typography>}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {order.order_type === 'delivery' ? 'Endereço de entrega' : orderDestinationLabel(order)}
      </Typography>
      {address.length > 0 && (
        <Box component="address" sx={{ fontStyle: 'normal', typography: 'body2' }}>
          {address.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      )}
    </Box>
  );
}

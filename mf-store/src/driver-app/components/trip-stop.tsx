import { Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import PhoneIcon from '@mui/icons-material/Phone';
import { maskPhone, onlyDigits, paymentMethodLabel, reaisToCents, formatBRL, type TripStopView } from '@comanda/shared/domain';
import { brl } from '../lib/money';
import { addressLine, googleMapsUrl, wazeUrl } from '../lib/stop-address';

const time = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** What the driver must bring back: the change for a 'Troco para' note (centavos), or null. */
function changeToBring(stop: TripStopView): number | null {
  if (stop.cash_to_collect === null || stop.change_for === null) return null;
  const change = reaisToCents(stop.change_for) - reaisToCents(stop.cash_to_collect);
  return change > 0 ? change : null;
}

type Props = { stop: TripStopView; position: number; canDeliver: boolean; onDeliver: () => void };

/** One stop of the route: who, where, what to charge, the way there and, once out, "Entregue". */
export function TripStop({ stop, position, canDeliver, onDeliver }: Props) {
  const { address } = stop;
  const change = changeToBring(stop);
  return (
    <Box component="section" aria-label={`Pedido ${stop.number}`} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {position}. Pedido {stop.number} — {stop.customer_name}
      </Typography>
      <Button component="a" href={`tel:${onlyDigits(stop.customer_phone)}`} startIcon={<PhoneIcon />} sx={{ minHeight: 44, px: 0 }}>
        Ligar {maskPhone(stop.customer_phone)}
      </Button>
      <Typography>{addressLine(address)}</Typography>
      {address.reference && <Typography variant="body2">Referência: {address.reference}</Typography>}
      {stop.items.length > 0 && (
        <Typography variant="body2" aria-label="Itens do pedido">
          {stop.items.join(' · ')}
        </Typography>
      )}
      {stop.notes && <Typography variant="body2">Obs.: {stop.notes}</Typography>}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Total: {brl(stop.total)} · {paymentMethodLabel(stop.payment_method, 'delivery')}
      </Typography>
      {stop.cash_to_collect !== null && (
        <Typography sx={{ fontWeight: 700, fontSize: 18 }}>Cobrar {brl(stop.cash_to_collect)}</Typography>
      )}
      {stop.change_for !== null && (
        <Typography>
          Troco para {brl(stop.change_for)}
          {change !== null && ` (levar ${formatBRL(change)} de troco)`}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="outlined" href={googleMapsUrl(address)} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, minHeight: 48 }}>
          Abrir no Google Maps
        </Button>
        <Button variant="outlined" href={wazeUrl(address)} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, minHeight: 48 }}>
          Abrir no Waze
        </Button>
      </Stack>
      {stop.delivered_at ? (
        <Chip color="success" label={`Entregue às ${time(stop.delivered_at)}`} sx={{ mt: 1.5 }} />
      ) : (
        canDeliver && (
          <Button variant="contained" color="success" size="large" fullWidth onClick={onDeliver} sx={{ mt: 1.5, minHeight: 56, fontSize: 18 }}>
            Entregue
          </Button>
        )
      )}
    </Box>
  );
}

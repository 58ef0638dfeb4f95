import { Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { onlyDigits, phoneDisplay, whatsappHref, type Order } from '@comanda/shared/domain';

/** Phone and WhatsApp of the store, for questions about the order. */
export function StoreContact({ store, displayNumber }: { store: Order['store']; displayNumber: string }) {
  const whatsapp = whatsappHref(store.whatsapp);
  const phone = onlyDigits(store.phone);
  if (!whatsapp && !phone) return null;
  const message = encodeURIComponent(`Olá! Sobre o meu pedido ${displayNumber}.`);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="store-contact-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography id="store-contact-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Fale com a loja
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {whatsapp && (
          <Button variant="outlined" startIcon={<WhatsAppIcon />} href={`${whatsapp}?text=${message}`} target="_blank" rel="noopener noreferrer">
            WhatsApp {phoneDisplay(store.whatsapp)}
          </Button>
        )}
        {phone && (
          <Button variant="outlined" startIcon={<PhoneIcon />} href={phone.length <= 11 ? `tel:+55${phone}` : `tel:+${phone}`}>
            Ligar {phoneDisplay(store.phone)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

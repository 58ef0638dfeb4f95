import type { ReactNode } from 'react';
import { Link, Paper, Typography } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { deliveryFeeRangeText, deliveryRulesOf, formatBRL, formatOpening, STORE_STATUS_CLOSED, STORE_STATUS_OPEN, type StorePublic, parseCents } from '@comanda/shared/domain';
import { freeDeliveryAboveText, phoneText, whatsappHref } from '../lib/store-info';

const Cards = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
}));

const StatusDot = styled('span')({ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', marginRight: 8 });

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 0.5 }}>
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const ContactLine = styled(Typography)({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export function StoreInfoCards({ store }: { store: StorePublic }) {
  const minFree = freeDeliveryAboveText(parseCents(store.minFreeDeliveryValue));
  // What a customer pays: the cheapest zone or band ('a partir de'), the flat fee only when it is the rule.
  const fee = deliveryFeeRangeText(deliveryRulesOf(store));
  const phone = phoneText(store.phone);
  const whatsapp = whatsappHref(store.whatsapp);
  const hasContact = Boolean(phone || whatsapp || store.email);

  return (
    <Cards aria-label="Resumo da loja">
      <InfoCard icon={<AccessTimeIcon fontSize="small" aria-hidden />} title="Status">
        <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center' }} data-testid="store-status">
          <StatusDot aria-hidden style={{ backgroundColor: store.isOpen ? '#2e7d32' : '#9e9e9e' }} />
          {store.isOpen ? STORE_STATUS_OPEN : store.ordersPaused ? 'Pedidos pausados' : STORE_STATUS_CLOSED}
        </Typography>
        {!store.isOpen && !store.ordersPaused && store.opensAt && <Typography variant="body2">Abre {formatOpening(new Date(store.opensAt), new Date())}</Typography>}
      </InfoCard>
      <InfoCard icon={<DeliveryDiningIcon fontSize="small" aria-hidden />} title="Taxa de Entrega">
        <Typography sx={{ fontWeight: 700 }} data-testid="delivery-fee">
          {fee}
        </Typography>
        {minFree && <Typography variant="body2">{minFree}</Typography>}
      </InfoCard>
      <InfoCard icon={<ShoppingBagOutlinedIcon fontSize="small" aria-hidden />} title="Pedido Mínimo">
        <Typography sx={{ fontWeight: 700 }}>{formatBRL(parseCents(store.minOrderValue) ?? 0)}</Typography>
      </InfoCard>
      <InfoCard icon={<PhoneOutlinedIcon fontSize="small" aria-hidden />} title="Contato">
        {phone && (
          <ContactLine variant="body2">
            <Link href={`tel:+55${phone.replace(/\D/g, '')}`} color="inherit">
              {phone}
            </Link>
          </ContactLine>
        )}
        {whatsapp && (
          <ContactLine variant="body2">
            <Link href={whatsapp} target="_blank" rel="noopener noreferrer" color="inherit">
              WhatsApp
            </Link>
          </ContactLine>
        )}
        {store.email && (
          <ContactLine variant="body2">
            <Link href={`mailto:${store.email}`} color="inherit" title={store.email}>
              {store.email}
            </Link>
          </ContactLine>
        )}
        {!hasContact && <Typography variant="body2">—</Typography>}
      </InfoCard>
    </Cards>
  );
}

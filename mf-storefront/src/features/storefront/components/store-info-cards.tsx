import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mdiClockOutline, mdiMoped, mdiPhoneOutline, mdiShoppingOutline } from '@mdi/js';
import { deliveryFeeRangeText, deliveryRulesOf, formatBRL, formatOpening, STORE_STATUS_CLOSED, STORE_STATUS_OPEN, type StorePublic, parseCents } from '@comanda/shared/domain';
import { freeDeliveryAboveText, phoneText, whatsappHref } from '../lib/store-info';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { color, spacing, type, up } from '../ui/tokens';

const Cards = styled.ul({
  display: 'grid',
  gap: spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [up.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
});

const Item = styled(Card)({
  height: '100%',
  minWidth: 0,
  padding: spacing(1.5),
  [up.sm]: { padding: spacing(2) },
});

/** MUI's subtitle2. */
const Title = styled.h3({
  margin: spacing(0, 0, 0.5),
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: 1.57,
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  color: color.textSecondary,
});

const Value = styled.p({ margin: 0, fontWeight: 700 });

const Status = styled(Value)({ display: 'flex', alignItems: 'center' });

const Note = styled.p({ margin: 0, ...type.body2 });

const ContactLine = styled(Note)({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '& a': { color: 'inherit', textDecoration: 'underline' },
});

const StatusDot = styled.span({
  display: 'inline-block',
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: '50%',
  marginRight: 8,
  backgroundColor: '#9e9e9e',
  '&[data-open="true"]': { backgroundColor: '#2e7d32' },
});

function InfoCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <Item as="li">
      <Title>
        <Icon path={icon} size={20} />
        {title}
      </Title>
      {children}
    </Item>
  );
}

export function StoreInfoCards({ store }: { store: StorePublic }) {
  const minFree = freeDeliveryAboveText(parseCents(store.minFreeDeliveryValue));
  // What a customer pays: the cheapest zone or band ('a partir de'), the flat fee only when it is the rule.
  const fee = deliveryFeeRangeText(deliveryRulesOf(store));
  const phone = phoneText(store.phone);
  const whatsapp = whatsappHref(store.whatsapp);
  const hasContact = Boolean(phone || whatsapp || store.email);

  return (
    <Cards aria-label="Resumo da loja">
      <InfoCard icon={mdiClockOutline} title="Status">
        <Status data-testid="store-status">
          <StatusDot aria-hidden data-open={store.isOpen ? 'true' : 'false'} />
          {store.isOpen ? STORE_STATUS_OPEN : store.ordersPaused ? 'Pedidos pausados' : STORE_STATUS_CLOSED}
        </Status>
        {!store.isOpen && !store.ordersPaused && store.opensAt && <Note>Abre {formatOpening(new Date(store.opensAt), new Date())}</Note>}
      </InfoCard>
      <InfoCard icon={mdiMoped} title="Taxa de Entrega">
        <Value data-testid="delivery-fee">{fee}</Value>
        {minFree && <Note>{minFree}</Note>}
      </InfoCard>
      <InfoCard icon={mdiShoppingOutline} title="Pedido Mínimo">
        <Value>{formatBRL(parseCents(store.minOrderValue) ?? 0)}</Value>
      </InfoCard>
      <InfoCard icon={mdiPhoneOutline} title="Contato">
        {phone && (
          <ContactLine>
            <a href={`tel:+55${phone.replace(/\D/g, '')}`}>{phone}</a>
          </ContactLine>
        )}
        {whatsapp && (
          <ContactLine>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </ContactLine>
        )}
        {store.email && (
          <ContactLine>
            <a href={`mailto:${store.email}`} title={store.email}>
              {store.email}
            </a>
          </ContactLine>
        )}
        {!hasContact && <Note>—</Note>}
      </InfoCard>
    </Cards>
  );
}

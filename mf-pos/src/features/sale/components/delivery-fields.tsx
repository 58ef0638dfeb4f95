import { useEffect, useMemo } from 'react';
import { Alert, Box } from '@comanda/shared/ui/mui';
import { formatBRL, reaisToCents, type PosAddress } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { usePosDeliveryQuoteQuery } from '../api/sale-api';
import { AddressFormFields, isAddressComplete, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';

type Props = { slug: string; subtotalCents: number; address: PosAddress; onChange: (address: PosAddress, feeCents: number | null) => void };

/** The delivery address typed at the counter, the CEP filling it, and the fee the server quotes for it (the sale's charge). */
export function DeliveryFields({ slug, subtotalCents, address, onChange }: Props) {
  const complete = isAddressComplete(address);
  const quote = usePosDeliveryQuoteQuery({ slug, address: { ...address }, subtotal: subtotalCents / 100 }, { skip: !complete });
  const feeCents = complete && quote.data && !quote.isFetching ? reaisToCents(quote.data.delivery_fee) : null;
  const lookup = useAddressLookup({ fields: address, onFill: (filled) => onChange({ ...address, ...filled }, null), searchOnCompleteCep: true });
  useEffect(() => {
    onChange(address, feeCents);
    // Only a new quote changes the fee kept with the sale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feeCents]);
  const field = useMemo(
    () => (name: AddressFieldName) => ({
      value: address[name],
      size: 'small' as const,
      onChange: (event: { target: { value: string } }) => onChange({ ...address, [name]: event.target.value }, null),
    }),
    [address, onChange],
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 1 }} aria-label="Endereço de entrega" role="group">
      <AddressFormFields field={field} canSearchCep={address.cep.replace(/\D/g, '').length === 8} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />
      <Box sx={{ gridColumn: 'span 12' }}>
        {quote.error ? <Alert severity="warning">{toApiError(quote.error, 'Não foi possível calcular a entrega.').message}</Alert> : null}
        {feeCents !== null && quote.data ? (
          <Alert severity="info" data-testid="pos-delivery-quote">
            Taxa de entrega {formatBRL(feeCents)}
            {quote.data.zone ? ` · ${quote.data.zone}` : ''}
            {quote.data.estimated_time ? ` · ${quote.data.estimated_time}` : ''}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}

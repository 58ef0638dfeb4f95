import { useEffect, useRef } from 'react';
import { TextField } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';
import { useFormikContext } from 'formik';
import { onlyDigits, type CheckoutFormValues, type CheckoutQuote } from '@comanda/shared/domain';
import { AddressFormFields } from '@comanda/shared/ui/forms';
import { checkoutField } from '../lib/checkout-field';
import type { AddressLookup } from '../hooks/use-checkout-address';
import type { SavedAddressChoiceState } from '../hooks/use-saved-address-choice';
import { DeliveryFeeNote } from './delivery-fee-note';
import type { DeliveryQuoteStatus } from '../hooks/use-delivery-quote';
import { SavedAddressChoice } from './saved-address-choice';
import { SectionCard } from './section-card';

const span = (columns: number) => ({ gridColumn: { xs: 'span 12', sm: `span ${columns}` } });

/**
 * Delivery address: a signed-in customer's saved ones, or the fields ('Buscar CEP', also on the 8th digit,
 * fills street, district, city and state); the fee follows live.
 */
export function AddressSection({ lookup, quote, quoteStatus, saved }: { lookup: AddressLookup; quote: CheckoutQuote; quoteStatus: DeliveryQuoteStatus; saved: SavedAddressChoiceState }) {
  const formik = useFormikContext<CheckoutFormValues>();
  const field = (name: keyof CheckoutFormValues['address']) => checkoutField(formik, `address.${name}`);
  const digits = onlyDigits(formik.values.address.cep);
  const lastSearched = useRef(digits);
  const { searchCep } = lookup;
  const savedChosen = typeof saved.choice === 'number';

  // A CEP typed to the end is looked up at once (a prefilled or saved one is not).
  useEffect(() => {
    if (savedChosen) lastSearched.current = digits;
    if (digits.length !== 8 || digits === lastSearched.current) return;
    lastSearched.current = digits;
    void searchCep();
  }, [digits, searchCep, savedChosen]);

  return (
    <SectionCard id="checkout-address" title="Endereço de entrega">
      {saved.choice !== null && <SavedAddressChoice state={saved} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        {!savedChosen && (
          <AddressFormFields
            field={field}
            canSearchCep={lookup.canSearchCep}
            onSearchCep={() => {
              lastSearched.current = digits;
              void searchCep();
            }}
            cepMessage={lookup.cepMessage}
          />
        )}
        <TextField {...field('reference')} label="Ponto de referência" sx={span(12)} />
      </Box>
      <DeliveryFeeNote quote={quote} status={quoteStatus} />
    </SectionCard>
  );
}

import { useEffect, useRef } from 'react';
import { Box, TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import { onlyDigits, type CheckoutFormValues, type CheckoutQuote } from '@comanda/shared/domain';
import { AddressFormFields } from '@comanda/shared/ui/forms';
import { checkoutField } from '../lib/checkout-field';
import type { AddressLookup } from '../hooks/use-checkout-address';
import { DeliveryFeeNote } from './delivery-fee-note';
import { SectionCard } from './section-card';

const span = (columns: number) => ({ gridColumn: { xs: 'span 12', sm: `span ${columns}` } });

/** Delivery address: 'Buscar CEP' (also on the 8th digit) fills street, district, city and state; the fee follows live. */
export function AddressSection({ lookup, quote }: { lookup: AddressLookup; quote: CheckoutQuote }) {
  const formik = useFormikContext<CheckoutFormValues>();
  const field = (name: keyof CheckoutFormValues['address']) => checkoutField(formik, `address.${name}`);
  const digits = onlyDigits(formik.values.address.cep);
  const lastSearched = useRef(digits);
  const { searchCep } = lookup;

  // A CEP typed to the end is looked up at once (the prefilled one of a logged-in customer is not).
  useEffect(() => {
    if (digits.length !== 8 || digits === lastSearched.current) return;
    lastSearched.current = digits;
    void searchCep();
  }, [digits, searchCep]);

  return (
    <SectionCard id="checkout-address" title="Endereço de entrega">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        <AddressFormFields
          field={field}
          canSearchCep={lookup.canSearchCep}
          onSearchCep={() => {
            lastSearched.current = digits;
            void searchCep();
          }}
          cepMessage={lookup.cepMessage}
        />
        <TextField {...field('reference')} label="Ponto de referência" sx={span(12)} />
      </Box>
      <DeliveryFeeNote quote={quote} />
    </SectionCard>
  );
}

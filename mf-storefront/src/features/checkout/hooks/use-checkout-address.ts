import { useMemo, useRef } from 'react';
import type { FormikContextType } from 'formik';
import { onlyDigits, type CheckoutAddressValues, type CheckoutFormValues, type Coordinates } from '@comanda/shared/domain';
import { geocodeAddressOf, useAddressLookup, type AddressFields, type LocatedAddress } from '@comanda/shared/ui/forms';

export const addressFieldsOf = (address: CheckoutAddressValues): AddressFields => ({
  address: address.address,
  number: address.number,
  district: address.district,
  city: address.city,
  state: address.state,
  cep: address.cep,
});

/** The registration form's CEP lookup and geocoding, on the checkout's nested `address.*` fields. */
export function useCheckoutAddress(formik: FormikContextType<CheckoutFormValues>, initialAddress: CheckoutAddressValues) {
  // The logged-in customer's saved coordinates belong to the saved address: no geocoding while it is unchanged.
  const initial = useMemo<LocatedAddress | null>(
    () =>
      initialAddress.latitude !== null && initialAddress.longitude !== null
        ? { address: geocodeAddressOf(addressFieldsOf(initialAddress)), latitude: initialAddress.latitude, longitude: initialAddress.longitude }
        : null,
    [initialAddress],
  );
  const { setFieldValue } = formik;
  const lookup = useAddressLookup({
    fields: addressFieldsOf(formik.values.address),
    initial,
    onFill: (filled) => Promise.all(Object.entries(filled).map(([name, value]) => setFieldValue(`address.${name}`, value, true))),
  });
  // While a changed number or complement is geocoded again, the last point of the same CEP stands in
  // (a CEP is one street stretch): the fee does not flicker between keystrokes.
  const cep = onlyDigits(formik.values.address.cep);
  const last = useRef<{ cep: string; location: Coordinates } | null>(null);
  if (lookup.located) last.current = { cep, location: { latitude: lookup.located.latitude, longitude: lookup.located.longitude } };
  const location = lookup.located ? last.current?.location ?? null : last.current?.cep === cep ? last.current.location : null;
  return { ...lookup, location };
}

export type AddressLookup = ReturnType<typeof useCheckoutAddress>;

import { useCallback, useEffect, useState } from 'react';
import type { FormikContextType } from 'formik';
import {
  checkoutAddressOf,
  initialCheckoutValues,
  preferredSavedAddress,
  savedAddressKey,
  type AuthUser,
  type CheckoutAddressValues,
  type CheckoutFormValues,
} from '@comanda/shared/domain';
import { useStorefrontSavedAddressesQuery } from '../../../api/orders-api';
import { geocodeAddressOf } from '@comanda/shared/ui/forms';
import { addressFieldsOf, type AddressLookup } from './use-checkout-address';

export const NEW_ADDRESS = 'new';
/** A saved address's id, 'new' (typing another one), or null while there is nothing to choose from. */
export type AddressChoice = number | typeof NEW_ADDRESS | null;

const BLANK_ADDRESS: CheckoutAddressValues = initialCheckoutValues({ user: null, orderTypes: [], paymentMethods: [] }).address;
const isBlank = (address: CheckoutAddressValues) => address.cep.trim() === '' && address.address.trim() === '';

/**
 * 'Entregar em' for a signed-in customer: their saved addresses (the default, then the most recently used) or
 * another one. The default (else the most recent) is chosen up front when the form holds no address of the customer's own making (blank
 * or the account's); an address already typed stays, as 'Outro endereço'.
 */
export function useSavedAddressChoice(formik: FormikContextType<CheckoutFormValues>, user: AuthUser | null, lookup: AddressLookup) {
  const userId = user?.id ?? null;
  const { data: addresses = [] } = useStorefrontSavedAddressesQuery(userId ?? 0, { skip: userId === null });
  // Kept with the account it was made for: another login decides again.
  const [decision, setDecision] = useState<{ userId: number; choice: Exclude<AddressChoice, null> } | null>(null);
  const choice = userId !== null && decision?.userId === userId && addresses.length > 0 ? decision.choice : null;
  const { setFieldValue } = formik;
  const { remember } = lookup;

  const fill = useCallback(
    (address: CheckoutAddressValues) => {
      void setFieldValue('address', address, true);
      if (address.latitude !== null && address.longitude !== null) {
        remember({ address: geocodeAddressOf(addressFieldsOf(address)), latitude: address.latitude, longitude: address.longitude });
      }
    },
    [setFieldValue, remember],
  );

  const choose = useCallback(
    (next: Exclude<AddressChoice, null>) => {
      if (userId === null) return;
      setDecision({ userId, choice: next });
      const saved = addresses.find((address) => address.id === next);
      fill(saved ? checkoutAddressOf(saved) : BLANK_ADDRESS);
    },
    [userId, addresses, fill],
  );

  const current = formik.values.address;
  useEffect(() => {
    if (!user || choice !== null || addresses.length === 0) return;
    const key = savedAddressKey(current);
    const fromAccount = initialCheckoutValues({ user, orderTypes: [], paymentMethods: [] }).address;
    if (!isBlank(current) && key !== savedAddressKey(fromAccount)) {
      const same = addresses.find((address) => savedAddressKey(address) === key);
      setDecision({ userId: user.id, choice: same?.id ?? NEW_ADDRESS });
      return;
    }
    const preferred = preferredSavedAddress(addresses)!;
    setDecision({ userId: user.id, choice: preferred.id });
    fill(checkoutAddressOf(preferred));
  }, [user, choice, addresses, current, fill]);

  return { addresses, choice, choose };
}

export type SavedAddressChoiceState = ReturnType<typeof useSavedAddressChoice>;

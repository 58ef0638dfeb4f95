import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { deliveryQuoteOfResponse, deliveryRefusalOf, type CheckoutAddressValues, type DeliveryQuote } from '@comanda/shared/domain';
import { useDeliveryQuoteQuery, useLazyDeliveryQuoteQuery } from '../../../api/orders-api';
import { isAddressComplete } from '@comanda/shared/ui/forms';
import { addressFieldsOf } from './use-checkout-address';

export type DeliveryQuoteStatus = 'incomplete' | 'loading' | 'known' | 'failed';

type QuoteArgs = { slug: string; address: Record<string, unknown>; subtotal: number };

const argsOf = (slug: string, address: CheckoutAddressValues | null, subtotalCents: number): QuoteArgs | null =>
  address && isAddressComplete(addressFieldsOf(address))
    ? {
        slug,
        address: { cep: address.cep, address: address.address, number: address.number, district: address.district, city: address.city, state: address.state },
        subtotal: subtotalCents / 100,
      }
    : null;

/** The server's answer (placed and priced like the order), a refusal from a 422, or null (not known). */
function quoteOf(data: Parameters<typeof deliveryQuoteOfResponse>[0] | undefined, error: unknown): DeliveryQuote | null {
  if (data) return deliveryQuoteOfResponse(data);
  const body = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  return deliveryRefusalOf(body);
}

/**
 * The delivery fee of the typed address as the server computes it (POST /delivery-quote, the function
 * that charges the order), asked 400 ms after the address stops changing; null while unknown.
 * `quoteNow` asks at once (on submit).
 */
export function useDeliveryQuote(slug: string, address: CheckoutAddressValues | null, subtotalCents: number) {
  const args = useMemo(() => argsOf(slug, address, subtotalCents), [slug, address, subtotalCents]);
  const key = args ? JSON.stringify(args) : null;
  const [settled, setSettled] = useState<QuoteArgs | null>(args);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key ? (JSON.parse(key) as QuoteArgs) : null), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const current = settled && key === JSON.stringify(settled);
  // currentData: the answer for these very arguments (data would still hold the previous address's).
  const { currentData: data, error, isFetching } = useDeliveryQuoteQuery(current ? settled : skipToken);
  const [trigger] = useLazyDeliveryQuoteQuery();

  const quote = current && !isFetching ? quoteOf(data, error) : null;
  const quoteNow = async (values: CheckoutAddressValues): Promise<DeliveryQuote | null> => {
    const now = argsOf(slug, values, subtotalCents);
    if (!now) return null;
    const result = await trigger(now, true);
    return quoteOf(result.data, result.error);
  };
  const failed = Boolean(current && error && quote === null && !isFetching);
  return { quote, status: (!args ? 'incomplete' : quote ? 'known' : failed ? 'failed' : 'loading') as DeliveryQuoteStatus, quoteNow };
}

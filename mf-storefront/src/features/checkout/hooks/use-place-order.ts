import { useCallback, useRef, useState } from 'react';
import { getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import type { CartItem, CheckoutFormValues, CreateOrderRequest, Order } from '@comanda/shared/domain';
import { useCreateOrderMutation } from '../../../api/orders-api';
import { describeCheckoutFailure, type CheckoutFailure } from '../lib/checkout-failure';
import { rememberDeviceOrder } from '../lib/device-orders';
import { checkoutAttemptKey, endCheckoutAttempt } from '../lib/idempotency-key';

type ServerFieldError = { message: string; value: unknown };

/** The server's total the customer accepts on the next confirmation, while the screen's total is still `localCents`. */
type AcceptedTotal = { serverCents: number; localCents: number };

/**
 * POST with the attempt's Idempotency-Key; on success the key is retired, the order remembered on this
 * device and handed to `onPlaced`. On failure every message is kept for the screen: field errors stay on
 * their fields until the customer changes that field.
 */
export function usePlaceOrder({ slug, storeId, items, onPlaced }: { slug: string; storeId: number; items: readonly CartItem[]; onPlaced: (order: Order) => void }) {
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [accepted, setAccepted] = useState<AcceptedTotal | null>(null);
  const serverErrors = useRef(new Map<string, ServerFieldError>());

  /** Server field errors whose field still has the value that was refused. */
  const withServerErrors = useCallback((values: CheckoutFormValues, errors: FormikErrors<CheckoutFormValues>) => {
    let merged = errors;
    for (const [path, { message, value }] of serverErrors.current) {
      if (getIn(values, path) === value && !getIn(merged, path)) merged = setIn(merged, path, message);
    }
    return merged;
  }, []);

  const acceptedTotalFor = (localCents: number) => (accepted && accepted.localCents === localCents ? accepted.serverCents : null);

  const place = async (body: CreateOrderRequest, values: CheckoutFormValues, helpers: FormikHelpers<CheckoutFormValues>, localTotalCents: number) => {
    setFailure(null);
    try {
      const order = await createOrder({ slug, idempotencyKey: checkoutAttemptKey(storeId), body }).unwrap();
      endCheckoutAttempt(storeId);
      serverErrors.current.clear();
      rememberDeviceOrder(order);
      onPlaced(order);
    } catch (error) {
      const described = describeCheckoutFailure(error, items);
      if (!described.sameAttempt) endCheckoutAttempt(storeId);
      serverErrors.current.clear();
      let errors: FormikErrors<CheckoutFormValues> = {};
      for (const [path, message] of Object.entries(described.fieldErrors)) {
        serverErrors.current.set(path, { message, value: getIn(values, path) });
        errors = setIn(errors, path, message);
        void helpers.setFieldTouched(path, true, false);
      }
      helpers.setErrors(errors);
      setAccepted(described.newTotalCents !== null ? { serverCents: described.newTotalCents, localCents: localTotalCents } : null);
      setFailure(described);
    }
  };

  return { place, failure, withServerErrors, acceptedTotalFor };
}

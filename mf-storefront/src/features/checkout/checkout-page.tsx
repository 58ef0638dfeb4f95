import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Container, Typography } from '@comanda/shared/ui/mui';
import { FormikProvider, setIn, useFormik, type FormikErrors } from 'formik';
import {
  buildCreateOrderRequest,
  checkoutQuote,
  checkoutValidationInput,
  deliveryRulesOf,
  initialCheckoutValues,
  isFreeDeliveryCoupon,
  SCHEDULING_MESSAGES,
  validateCheckout,
  type CheckoutFormValues,
  type DeliveryQuote,
} from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { AddressSection } from './components/address-section';
import { CustomerSection } from './components/customer-section';
import { NotesSection } from './components/notes-section';
import { OrderSummary } from './components/order-summary';
import { OrderTypeSection } from './components/order-type-section';
import { PaymentSection } from './components/payment-section';
import { ScheduleSection } from './components/schedule-section';
import { StoreClosed } from './components/store-closed';
import { TableSection } from './components/table-section';
import { useCheckoutAddress } from './hooks/use-checkout-address';
import { useDeliveryQuote } from './hooks/use-delivery-quote';
import { useFillFromUser } from './hooks/use-fill-from-user';
import { useSavedAddressChoice } from './hooks/use-saved-address-choice';
import { usePlaceOrder } from './hooks/use-place-order';
import { CHECKOUT_FORM_FIELDS } from './lib/checkout-failure';
import type { CheckoutPageProps } from './types';
import { scrollToTop } from './lib/scroll-to-top';

const FORM_ID = 'checkout-form';

const isFormField = (path: string) => (CHECKOUT_FORM_FIELDS as readonly string[]).includes(path);

/**
 * /loja/{slug}/checkout: order type, when (a store that schedules), customer, address or table, payment, notes and the
 * summary on one page. A closed store takes only scheduled orders, if it schedules at all.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { store } = props;
  if (!store.isOpen && (!store.scheduling || store.ordersPaused)) return <StoreClosed slug={store.slug} />;
  return <CheckoutForm {...props} />;
}

function CheckoutForm({ store, cart, coupon, onLogin, onPlaced }: CheckoutPageProps) {
  const { user } = useAuth();
  const items = cart.cart.items;
  const couponCode = cart.cart.coupon?.code ?? null;
  const freeDelivery = isFreeDeliveryCoupon(cart.cart.coupon);
  // Start values are taken once; a login later fills only what is still blank (useFillFromUser).
  const [initialValues] = useState(() =>
    initialCheckoutValues({ user, orderTypes: store.orderTypes, paymentMethods: store.paymentMethods, notes: cart.cart.notes }),
  );
  const rules = useMemo(() => deliveryRulesOf(store), [store]);
  /** The server's delivery quote of the address on screen (it places the address itself); null = not known yet. */
  const serverDelivery = useRef<DeliveryQuote | null>(null);
  const placeOrder = usePlaceOrder({ slug: store.slug, storeId: store.id, items, onPlaced });

  const quoteOf = (values: CheckoutFormValues, delivery: DeliveryQuote | null) =>
    checkoutQuote({
      rules,
      orderType: values.order_type || null,
      address: { district: values.address.district, city: values.address.city, state: values.address.state, location: null },
      subtotalCents: cart.totals.subtotal,
      discountCents: cart.totals.discount,
      freeDelivery,
      delivery,
      // Only a preview without the server's answer prices here (the fee shown is the server's, at its clock).
      at: new Date(),
    });

  const formik = useFormik<CheckoutFormValues>({
    initialValues,
    validate: async (values) => {
      const quote = quoteOf(values, serverDelivery.current);
      const totalCents = quote.complete ? (placeOrder.acceptedTotalFor(quote.totalCents) ?? quote.totalCents) : null;
      const request = buildCreateOrderRequest({ values, items, couponCode, expectedTotalCents: totalCents });
      const result = await validateCheckout(checkoutValidationInput(request, values), {
        orderTypes: store.orderTypes,
        paymentMethods: store.paymentMethods,
        totalCents,
      });
      let errors: FormikErrors<CheckoutFormValues> = {};
      for (const [path, messages] of Object.entries(result.errors ?? {})) {
        if (isFormField(path) && messages[0]) errors = setIn(errors, path, messages[0]);
      }
      if (!store.isOpen && !values.scheduled_for) errors = setIn(errors, 'scheduled_for', SCHEDULING_MESSAGES.closedNeedsSlot);
      return placeOrder.withServerErrors(values, errors);
    },
    onSubmit: async (values, helpers) => {
      // The fee the customer confirms is the server's for this very address (asked now if still unknown).
      const delivery = values.order_type === 'delivery' ? (serverDelivery.current ?? (await deliveryQuote.quoteNow(values.address))) : null;
      const quote = quoteOf(values, delivery);
      if (quote.blockingMessage) return;
      const expected = placeOrder.acceptedTotalFor(quote.totalCents) ?? (quote.complete ? quote.totalCents : null);
      const body = buildCreateOrderRequest({ values, items, couponCode, expectedTotalCents: expected });
      await placeOrder.place(body, values, helpers, quote.totalCents);
    },
  });

  const lookup = useCheckoutAddress(formik, initialValues.address);
  const deliveryQuote = useDeliveryQuote(store.slug, formik.values.order_type === 'delivery' ? formik.values.address : null, cart.totals.subtotal);
  serverDelivery.current = deliveryQuote.quote;
  const quote = quoteOf(formik.values, serverDelivery.current);
  useFillFromUser(formik, user);
  const savedAddresses = useSavedAddressChoice(formik, user, lookup);

  // Arriving from a scrolled storefront: start at the first question.
  useEffect(() => scrollToTop(), []);
  // After a refused submit, take the customer to the first field to fix.
  const { submitCount, isSubmitting, isValid } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.querySelector<HTMLElement>(`#${FORM_ID} [aria-invalid="true"]`)?.focus();
  }, [submitCount, isSubmitting, isValid]);

  const { values } = formik;
  return (
    <FormikProvider value={formik}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: { xs: 2, md: 3 } }}>
          Finalizar pedido
        </Typography>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }}>
          <Box component="form" id={FORM_ID} noValidate aria-label="Dados do pedido" onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <OrderTypeSection store={store} />
            {store.scheduling && <ScheduleSection store={store} scheduling={store.scheduling} />}
            <CustomerSection onLogin={onLogin} />
            {values.order_type === 'delivery' && <AddressSection lookup={lookup} quote={quote} quoteStatus={deliveryQuote.status} saved={savedAddresses} />}
            {values.order_type === 'dine_in' && <TableSection />}
            <PaymentSection methods={store.paymentMethods} quote={quote} pixExpiryMinutes={store.pixExpiryMinutes} />
            <NotesSection />
          </Box>
          <Box component="aside" aria-label="Resumo" sx={{ position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
            <OrderSummary
              slug={store.slug}
              items={items}
              businessType={store.businessType?.slug ?? null}
              quote={quote}
              orderType={values.order_type}
              hasCoupon={couponCode !== null && !freeDelivery}
              couponCode={couponCode}
              coupon={coupon}
              failure={placeOrder.failure}
              acceptedTotalCents={placeOrder.acceptedTotalFor(quote.totalCents)}
              submitting={formik.isSubmitting}
              formId={FORM_ID}
            />
          </Box>
        </Box>
      </Container>
    </FormikProvider>
  );
}

import { useEffect, useRef } from 'react';
import type { FormikContextType } from 'formik';
import { initialCheckoutValues, type AuthUser, type CheckoutFormValues } from '@comanda/shared/domain';

/** A customer who logs in on the checkout gets the blank fields filled from their account (typed text is kept). */
export function useFillFromUser(formik: FormikContextType<CheckoutFormValues>, user: AuthUser | null) {
  const filledFor = useRef<number | null>(user?.id ?? null);
  const { values, setValues } = formik;

  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const fromUser = initialCheckoutValues({ user, orderTypes: [], paymentMethods: [] });
    const keep = (typed: string, saved: string) => (typed.trim() === '' ? saved : typed);
    const addressBlank = values.address.cep.trim() === '' && values.address.address.trim() === '';
    void setValues({
      ...values,
      customer: {
        name: keep(values.customer.name, fromUser.customer.name),
        phone: keep(values.customer.phone, fromUser.customer.phone),
        email: keep(values.customer.email, fromUser.customer.email),
      },
      address: addressBlank ? { ...fromUser.address, reference: values.address.reference } : values.address,
    });
  }, [user, values, setValues]);
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { initialCheckoutValues, type CheckoutQuote, type PaymentMethod } from '@comanda/shared/domain';
import { renderWithProviders } from '@comanda/shared/testing';
import { PaymentSection, PIX_AFTER_CONFIRM } from './payment-section';

const METHODS: PaymentMethod[] = ['pix', 'credit_card', 'cash'];
/** The section reads the quote only for the cash change. */
const quote = { complete: false, totalCents: 0 } as unknown as CheckoutQuote;

function renderSection(pixExpiryMinutes: number | null) {
  const values = { ...initialCheckoutValues({ user: null, orderTypes: ['pickup'], paymentMethods: METHODS }), order_type: 'pickup' as const };
  return renderWithProviders(
    <Formik initialValues={values} onSubmit={() => undefined}>
      <PaymentSection methods={METHODS} quote={quote} pixExpiryMinutes={pixExpiryMinutes} />
    </Formik>,
  );
}

describe('PaymentSection: the PIX time to pay', () => {
  it('a store with dynamic PIX says, on the PIX option before the order is placed, how long there is to pay', async () => {
    renderSection(30);
    const pix = screen.getByRole('radio', { name: 'PIX' });
    expect(pix).toHaveAccessibleDescription('Pague em até 30 min pelo código que aparece após o pedido');
    expect(screen.getByTestId('pix-deadline')).toHaveTextContent('Pague em até 30 min pelo código que aparece após o pedido');
    // Only the PIX option carries it.
    expect(screen.getAllByTestId('pix-deadline')).toHaveLength(1);
    await userEvent.setup().click(pix);
    expect(pix).toBeChecked();
    expect(screen.getByTestId('pix-hint')).toHaveTextContent(PIX_AFTER_CONFIRM);
  });

  it('hours read as hours', () => {
    renderSection(120);
    expect(screen.getByTestId('pix-deadline')).toHaveTextContent('Pague em até 2 horas pelo código que aparece após o pedido');
  });

  it('with the static PIX code (no provider) there is no deadline to state', () => {
    renderSection(null);
    expect(screen.getByRole('radio', { name: 'PIX' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId('pix-deadline')).toBeNull();
    expect(screen.queryByText(/Pague em até/)).toBeNull();
  });
});

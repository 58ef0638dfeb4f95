import { act, render, screen } from '@testing-library/react';
import { makeOrder } from '@comanda/shared/testing';
import type { Order } from '@comanda/shared/domain';
import { OrderPix } from './order-pix';

const pixOrder = (payment: Partial<Order['payment']>, extra: Partial<Order> = {}) =>
  makeOrder({ status: 'pending', created_at: '2026-11-24T23:00:00.000Z', total: 54.9, payment: { method: 'pix', change_for: null, change_due: null, pix_code: null, ...payment }, ...extra });

const renderPix = (order: Order) => render(<OrderPix order={order} />);

describe('OrderPix', () => {
  afterEach(() => jest.useRealTimers());

  it('a static code: QR and copia-e-cola, no deadline', () => {
    renderPix(pixOrder({ pix_code: '000201static6304ABCD' }));
    expect(screen.getByTestId('pix-qr')).toBeInTheDocument();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue('000201static6304ABCD');
    expect(screen.queryByTestId('pix-expiry')).toBeNull();
  });

  it('a dynamic charge being made: "Gerando o código PIX…"', () => {
    renderPix(pixOrder({ pix_code: null, pix_expires_at: '2026-11-24T23:30:00.000Z' }));
    expect(screen.getByRole('status')).toHaveTextContent('Gerando o código PIX…');
  });

  it('a dynamic charge: "Pague em até 30 min" and the countdown, which ticks', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T23:00:30.000Z') });
    renderPix(pixOrder({ pix_code: '000201dynamic6304ABCD', pix_expires_at: '2026-11-24T23:30:00.000Z' }));
    expect(screen.getByTestId('pix-expiry')).toHaveTextContent('Pague em até 30 min · o código expira em 29:30');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByLabelText('expira em 29:28')).toBeInTheDocument();
  });

  it("counts down from the server's seconds left, whatever the phone's clock says", () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    renderPix(pixOrder({ pix_code: '000201dynamic6304ABCD', pix_expires_at: '2026-11-24T23:30:00.000Z', pix_seconds_left: 600 }));
    expect(screen.getByLabelText('expira em 10:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByLabelText('expira em 8:59')).toBeInTheDocument();
  });

  it('paid: "Pagamento confirmado", no code and no "pague"', () => {
    renderPix(pixOrder({ pix_code: '000201dynamic6304ABCD', pix_expires_at: '2026-11-24T23:30:00.000Z', paid_at: '2026-11-24T23:05:00.000Z' }, { status: 'preparing' }));
    expect(screen.getByTestId('pix-paid')).toHaveTextContent('Pagamento confirmado');
    expect(screen.getByTestId('pix-paid')).toHaveTextContent('PIX de R$ 54,90 recebido às 20:05');
    expect(screen.queryByTestId('pix-payment')).toBeNull();
    expect(screen.queryByText(/Pague/)).toBeNull();
  });

  it('nothing for a cancelled unpaid order or another method', () => {
    const { container } = renderPix(pixOrder({ pix_code: '000201x' }, { status: 'cancelled' }));
    expect(container).toBeEmptyDOMElement();
    const other = renderPix(makeOrder({ payment: { method: 'cash', change_for: null, change_due: null, pix_code: null } }));
    expect(other.container).toBeEmptyDOMElement();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@comanda/shared/domain';
import { REALTIME_RECONNECTED_EVENT } from '@comanda/shared/state';
import { fakePublicChannels, history, jsonResponse, makeOrder, PIX_CODE, PUBLIC_ID, renderWithProviders } from '@comanda/shared/testing';
import { OrderSuccessPage } from './order-success-page';
import { PIX_COPIED_MESSAGE } from '@comanda/shared/ui/order-view';

const SLUG = 'pizzaria-bella-napoli';

/** GET /api/orders/track/{id} answers the current `order` (or `status`); every call is counted. */
function mockTrack(initial: Order | null, status = 200) {
  const state = { order: initial, status, calls: 0 };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname !== `/api/orders/track/${PUBLIC_ID}`) return jsonResponse({ message: 'no mock' }, 500);
    state.calls += 1;
    return state.order && state.status === 200 ? jsonResponse({ data: state.order }) : jsonResponse({ message: 'Recurso não encontrado.' }, state.status);
  });
  return state;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/loja/:slug/success/:orderId" element={<OrderSuccessPage publicId={PUBLIC_ID} slug={SLUG} />} />
      <Route path="/loja/:slug" element={<p>Vitrine da loja</p>} />
    </Routes>,
    { route: `/loja/${SLUG}/success/${PUBLIC_ID}` },
  );
}

const steps = () => within(screen.getByTestId('status-timeline')).getAllByRole('listitem');
const stepState = (label: string) => steps().find((step) => step.textContent?.includes(label))?.getAttribute('data-state');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('OrderSuccessPage', () => {
  it('confirms the order with its number, items, totals, payment, address, time and store contact', async () => {
    mockTrack(makeOrder({ discount: 11, total: 106, delivery_fee: 7, subtotal: 110, coupon_code: 'BEMVINDO10' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pedido #0042 recebido!' })).toBeInTheDocument();
    expect(screen.getByText(/Tempo estimado: 40-60 minutos/)).toBeInTheDocument();
    const item = screen.getByTestId('order-item');
    expect(item).toHaveTextContent('2x Pizza Margherita');
    expect(item).toHaveTextContent('R$ 110,00');
    expect(within(item).getByText('Tamanho: Grande')).toBeInTheDocument();
    const totals = screen.getByLabelText('Valores do pedido');
    expect(totals).toHaveTextContent('SubtotalR$ 110,00Desconto- R$ 11,00');
    expect(totals).toHaveTextContent('Taxa de entregaR$ 7,00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 106,00');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Cartão de crédito (na entrega)');
    expect(screen.getByText('Avenida Paulista, 1000 - Apto 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp \(11\) 98888-7777/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5511988887777\?text=/));
    expect(screen.getByRole('link', { name: /Ligar \(11\) 3333-4444/ })).toHaveAttribute('href', 'tel:+551133334444');
    expect(screen.queryByTestId('pix-payment')).not.toBeInTheDocument();
  });

  it('shows the status flow of the order type with the history times; pickup has no delivery step', async () => {
    mockTrack(
      makeOrder({
        order_type: 'pickup',
        address: null,
        status: 'preparing',
        history: history(['pending', '2026-11-22T21:05:00.000Z'], ['confirmed', '2026-11-22T21:07:00.000Z'], ['preparing', '2026-11-22T21:10:00.000Z']),
      }),
    );
    renderPage();
    await screen.findByTestId('status-timeline');
    expect(steps().map((step) => step.textContent)).toEqual(['Pendente18:05', 'Confirmado18:07', 'Em preparo18:10', 'Pronto para retirada', 'Retirado']);
    expect(stepState('Confirmado')).toBe('done');
    expect(stepState('Em preparo')).toBe('current');
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(stepState('Pronto para retirada')).toBe('todo');
    expect(screen.getByText('Retirada no balcão')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido #0042 em preparo' })).toBeInTheDocument();
  });

  it('a picked-up order says "retirado" in the headline', async () => {
    mockTrack(
      makeOrder({
        order_type: 'pickup',
        address: null,
        status: 'completed',
        history: history(['pending', '2026-11-22T21:05:00.000Z'], ['completed', '2026-11-22T21:40:00.000Z']),
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #0042 retirado' })).toBeInTheDocument();
  });

  it('PIX: QR code of the server code, the copy-and-paste field and "Copiar código" with a toast', async () => {
    const user = userEvent.setup(); // its clipboard stub stands in for the browser's
    mockTrack(makeOrder({ payment: { method: 'pix', change_for: null, change_due: null, pix_code: PIX_CODE } }));
    renderPage();
    const pix = await screen.findByTestId('pix-payment');
    expect(within(pix).getByRole('img', { name: /^QR Code PIX de R\$\s110,00$/ }).tagName.toLowerCase()).toBe('svg');
    expect(within(pix).getByLabelText('PIX copia e cola')).toHaveValue(PIX_CODE);
    await user.click(within(pix).getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE);
    expect(await screen.findByText(PIX_COPIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('PIX');
  });

  it('cash: shows the note and the change to bring', async () => {
    mockTrack(makeOrder({ payment: { method: 'cash', change_for: 150, change_due: 40, pix_code: null } }));
    renderPage();
    expect(await screen.findByText('Troco para R$ 150,00')).toBeInTheDocument();
    expect(screen.getByText('Seu troco: R$ 40,00')).toBeInTheDocument();
  });

  it('follows order.status_update on the public channel order.{public_id}', async () => {
    const bridge = fakePublicChannels();
    const track = mockTrack(makeOrder());
    renderPage();
    await screen.findByRole('heading', { name: 'Pedido #0042 recebido!' });
    expect(bridge.listening.map((l) => [l.channel, l.event])).toEqual([
      [`order.${PUBLIC_ID}`, 'order.status_update'],
      [`order.${PUBLIC_ID}`, 'order.updated'],
    ]);

    track.order = makeOrder({ status: 'confirmed', history: history(['pending', '2026-11-22T21:05:00.000Z'], ['confirmed', '2026-11-22T21:06:00.000Z']) });
    bridge.emit(`order.${PUBLIC_ID}`, 'order.status_update', { public_id: PUBLIC_ID, status: 'confirmed', previous_status: 'pending' });
    await waitFor(() => expect(stepState('Confirmado')).toBe('current'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pedido #0042 confirmado pela loja');
    expect(track.calls).toBe(2);
    bridge.unregister();
  });

  it('dynamic PIX: the charge code with the time to pay; paid (order.updated on the public channel): "Pagamento confirmado", no more "pague"', async () => {
    const bridge = fakePublicChannels();
    const payment = { method: 'pix' as const, change_for: null, change_due: null, pix_code: PIX_CODE, pix_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), paid_at: null };
    const track = mockTrack(makeOrder({ created_at: new Date().toISOString(), payment }));
    renderPage();
    const pix = await screen.findByTestId('pix-payment');
    expect(within(pix).getByTestId('pix-expiry')).toHaveTextContent(/^Pague em até 30 min · o código expira em (29|30):\d{2}$/);

    track.order = makeOrder({ payment: { ...payment, paid_at: '2026-11-22T21:07:00.000Z' } });
    bridge.emit(`order.${PUBLIC_ID}`, 'order.updated', { order: { id: 42, public_id: PUBLIC_ID, status: 'pending' } });
    expect(await screen.findByTestId('pix-paid')).toHaveTextContent('Pagamento confirmado');
    expect(screen.queryByTestId('pix-payment')).toBeNull();
    expect(screen.queryByText('Pague com PIX')).toBeNull();
    bridge.unregister();
  });

  it('refetches when the real-time connection comes back', async () => {
    const track = mockTrack(makeOrder());
    renderPage();
    await screen.findByTestId('status-timeline');
    track.order = makeOrder({ status: 'delivering', history: history(['pending', '2026-11-22T21:05:00.000Z'], ['delivering', '2026-11-22T21:40:00.000Z']) });
    act(() => {
      window.dispatchEvent(new Event(REALTIME_RECONNECTED_EVENT));
    });
    await waitFor(() => expect(stepState('Em entrega')).toBe('current'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pedido #0042 saiu para entrega');
  });

  it('a final order stops listening; completed shows every step done and the headline says "entregue"', async () => {
    const bridge = fakePublicChannels();
    mockTrack(makeOrder({ status: 'completed', history: history(['pending', '2026-11-22T21:05:00.000Z'], ['completed', '2026-11-22T22:00:00.000Z']) }));
    renderPage();
    await screen.findByTestId('status-timeline');
    await waitFor(() => expect(bridge.listening).toHaveLength(0));
    expect(stepState('Entregue')).toBe('done');
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido #0042 entregue' })).toBeInTheDocument();
    expect(screen.queryByText(/recebido/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Esta página se atualiza sozinha/)).not.toBeInTheDocument();
    bridge.unregister();
  });

  it('cancelled: heading, the steps reached and the reason', async () => {
    mockTrack(
      makeOrder({
        status: 'cancelled',
        cancel_reason: 'Sem entregador disponível',
        history: history(['pending', '2026-11-22T21:05:00.000Z'], ['confirmed', '2026-11-22T21:06:00.000Z'], ['cancelled', '2026-11-22T21:20:00.000Z', 'Sem entregador disponível']),
        payment: { method: 'pix', change_for: null, change_due: null, pix_code: PIX_CODE },
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pedido #0042 cancelado' })).toBeInTheDocument();
    expect(steps().map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'cancelled']);
    expect(screen.getByText('Motivo: Sem entregador disponível')).toBeInTheDocument();
    expect(screen.queryByTestId('pix-payment')).not.toBeInTheDocument();
  });

  it('an unknown link gets a friendly not-found message and the way back to the store', async () => {
    mockTrack(null, 404);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar à loja' }));
    expect(await screen.findByText('Vitrine da loja')).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    const track = mockTrack(null, 500);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar o pedido' })).toBeInTheDocument();
    track.order = makeOrder();
    track.status = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Pedido #0042 recebido!' })).toBeInTheDocument();
  });
});

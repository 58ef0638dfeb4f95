import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@comanda/shared/domain';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { makeOrder, mockOrdersApi, type ApiHandlers } from '../test-fixtures';
import { OrderDetailsPage } from './order-details-page';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function renderDetails(handlers: ApiHandlers, route = '/store/orders/42') {
  const api = mockOrdersApi(handlers);
  const view = renderWithProviders(
    <Routes>
      <Route path="/store/orders/:orderId" element={<OrderDetailsPage />} />
      <Route path="/store/orders" element={<p>lista</p>} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
  return { ...view, api, user: userEvent.setup() };
}

afterEach(() => jest.restoreAllMocks());

describe('OrderDetailsPage', () => {
  it('shows items with options and notes, customer, address, payment with change, totals and the timeline', async () => {
    const order = makeOrder(42, {
      display_number: '#0042',
      status: 'confirmed',
      history: [
        { status: 'pending', at: '2026-11-22T12:46:00Z', actor: null, reason: null },
        { status: 'confirmed', at: '2026-11-22T12:50:00Z', actor: { id: 3, name: 'Gerente Paulo' }, reason: null },
      ],
    });
    const { api } = renderDetails({ order: () => order });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pedido #0042' });
    expect(within(heading.parentElement!).getByText('Confirmado')).toBeInTheDocument();
    expect(api.calls[0]!.url.pathname).toBe('/api/stores/10/orders/42');
    expect(screen.getByText('Recebido em 22/11/2026 09:46')).toBeInTheDocument();

    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('Pizza Margherita')).toBeInTheDocument();
    expect(within(items).getByText('Tamanho: Grande')).toBeInTheDocument();
    expect(within(items).getByText('Borda: Catupiry')).toBeInTheDocument();
    expect(within(items).getByText('Obs.: Sem cebola')).toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(within(customer).getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute('href', 'tel:11987654321');
    expect(within(customer).getByRole('link', { name: 'WhatsApp de Maria Souza' })).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(within(customer).getByText('Rua Augusta, 1500 - Apto 12')).toBeInTheDocument();
    expect(within(customer).getByText('CEP 01304-001')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByText('Dinheiro')).toBeInTheDocument();
    expect(plain(within(payment).getByText(/Troco para/).textContent)).toBe('Troco para R$ 100,00');
    expect(plain(within(payment).getByText(/Levar troco/).textContent)).toBe('Levar troco de R$ 14,00');
    const totals = within(payment).getByText('Subtotal').closest('dl')!;
    expect(plain(totals.textContent)).toBe('SubtotalR$ 90,00Desconto- R$ 9,00Taxa de entregaR$ 5,00TotalR$ 86,00');

    expect(within(screen.getByRole('region', { name: 'Observações' })).getByText('Interfone quebrado')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Histórico do pedido' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pendente22/11/2026 09:46 · Cliente',
      'Confirmado22/11/2026 09:50 · Gerente Paulo',
    ]);
    expect(screen.getByRole('button', { name: 'Iniciar preparo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar pedido' })).not.toBeInTheDocument();
  });

  it('moves the order on with the allowed action and shows the new status', async () => {
    let order: Order = makeOrder(42, { status: 'ready', order_type: 'pickup' });
    const { api, user } = renderDetails({
      order: () => order,
      status: (_id, body) => (order = { ...order, status: body.status }),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar retirada' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'completed', reason: null }));
    expect(await screen.findByText('Retirado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('cancels only with a reason', async () => {
    let order: Order = makeOrder(42);
    const { api, user } = renderDetails({
      order: () => order,
      status: (_id, body) => (order = { ...order, status: body.status, cancel_reason: body.reason }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Sem entregador');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'cancelled', reason: 'Sem entregador' }));
    expect(await screen.findByText('Cancelado: Sem entregador')).toBeInTheDocument();
  });

  it('prints an 80 mm kitchen ticket and nothing else', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderDetails({ order: () => makeOrder(42, { display_number: '#0042' }) });
    await user.click(await screen.findByRole('button', { name: 'Imprimir comanda' }));
    expect(print).toHaveBeenCalledTimes(1);

    const ticket = screen.getByTestId('kitchen-ticket');
    expect(ticket.parentElement).toBe(document.body);
    const lines = plain(ticket.innerText ?? ticket.textContent);
    for (const text of [
      'Pizzaria Bella Napoli',
      'PEDIDO #0042',
      '22/11/2026 09:46',
      'Delivery',
      '2x Pizza Margherita',
      '- Tamanho: Grande',
      'OBS: Sem cebola',
      'Maria Souza',
      '(11) 98765-4321',
      'Rua Augusta, 1500 - Apto 12',
      'Troco para R$ 100,00',
      'Levar troco de R$ 14,00',
      'TotalR$ 86,00',
      'Interfone quebrado',
    ]) {
      expect(lines).toContain(text);
    }
    expect(ticket.style.fontFamily).toMatch(/monospace/);
    expect(ticket.style.width).toBe('80mm');

    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@page\s*\{\s*size:\s*80mm auto;\s*margin:\s*0;?\s*\}/);
    expect(css).toMatch(/@media print\s*\{[^]*body > \*\s*\{\s*display:\s*none !important;?\s*\}/);
    expect(css).toMatch(/body > \.comanda-print-slip\s*\{\s*display:\s*block !important/);
  });

  it('says when the order does not exist', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetails({ order: () => ({ status: 404, body: { message: 'Não encontrado.' } }) });
    expect(await screen.findByText('Pedido não encontrado.')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PosPaymentInput, PosSaleInput, TabRoundInput, TabView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { reportNetworkFailure, resetConnectivity } from '../../../offline/use-connectivity';
import { TabPage } from './tab-page';
import { ATTENDANT, CATALOG, overviewOf, plain, saleOf, tabItem, tabOf } from './tabs-test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

function renderTab(label: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/pdv/tables" element={<Where />} />
      <Route path="/pdv/tables/:label" element={<TabPage storeId={7} registerSessionId={31} />} />
    </Routes>,
    { route: `/pdv/tables/${label}`, preloadedState: authStateFor(ATTENDANT) },
  );
}

/** A small API: the overview and catalog, and whatever `post` answers (it may change the open tabs). */
function serve(state: { tabs: TabView[] }, post: (call: ApiCall) => Response) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/stores/7/pos/catalog') return jsonResponse({ data: CATALOG });
    if (call.path === '/api/stores/7/pos/tabs' && call.method === 'GET') return jsonResponse({ data: overviewOf(state.tabs) });
    if (call.method === 'POST') return post(call);
    return jsonResponse({ message: 'Não encontrado.' }, 404);
  });
}

const ticket = () => plain(screen.getByTestId('tab-kitchen-ticket').textContent);

beforeEach(() => {
  jest.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  resetConnectivity();
});

it('a free table: the first round opens the tab (POST /pos/sales, open, with an idempotency key) and prints "Mesa 4 — Rodada 1"', async () => {
  const state = { tabs: [] as TabView[] };
  const calls = serve(state, (call) => {
    const body = call.body as PosSaleInput;
    const items = body.items.map((item, i) => tabItem(900 + i, 1, item.product_id, item.quantity, item.notes ?? null));
    state.tabs = [tabOf(500, '4', items, { servicePercent: 10 })];
    return jsonResponse({ data: saleOf(500, '4', items, { servicePercent: 10 }) }, 201);
  });
  renderTab('4');

  expect(await screen.findByText(/Mesa 4 está livre/)).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('listitem', { name: /^Classic Burger/ }));
  const search = screen.getByLabelText('Código ou nome do produto');
  fireEvent.change(search, { target: { value: '40' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  fireEvent.change(screen.getByLabelText('Observação de Classic Burger'), { target: { value: 'sem cebola' } });
  expect(plain(screen.getByTestId('tab-total-with-round').textContent)).toBe('A comanda abre com R$ 38,94 (com a taxa de serviço de 10%).');
  fireEvent.click(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ }));

  await waitFor(() => expect(window.print).toHaveBeenCalled());
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.path).toBe('/api/stores/7/pos/sales');
  expect(post.headers.get('Idempotency-Key')).toMatch(UUID);
  expect(post.body).toMatchObject({
    register_session_id: 31,
    order_type: 'dine_in',
    table: '4',
    items: [{ product_id: 18, quantity: 1, notes: 'sem cebola' }, { product_id: 40, quantity: 1 }],
    allow_partial: true,
    tenders: [],
    // 28,90 + 6,50 and the store's 10% service charge, on by default on a new tab
    expected_total_cents: 3894,
  });
  expect(ticket()).toContain('Mesa 4 — Rodada 1');
  expect(ticket()).toContain('1x Classic Burger');
  expect(ticket()).toContain('OBS: sem cebola');
  expect(ticket()).toContain('1x Guaraná Lata');
  // The overview now has the tab: the page shows its round and the round being built is empty again.
  const items = await screen.findByRole('list', { name: 'Itens da comanda' });
  expect(within(items).getByText('Rodada 1')).toBeInTheDocument();
  expect(plain(screen.getByTestId('tab-total').textContent)).toBe('R$ 38,94');
  expect(screen.getByText('Escolha os produtos da próxima rodada.')).toBeInTheDocument();
});

it('an open tab: the second round is posted to the tab and its ticket has only that round\'s items', async () => {
  const state = { tabs: [tabOf(500, '4', [tabItem(1, 1, 18, 2)], { servicePercent: 10 })] };
  const calls = serve(state, (call) => {
    const body = call.body as TabRoundInput;
    const added = body.items.map((item, i) => tabItem(10 + i, 2, item.product_id, item.quantity, item.notes ?? null));
    state.tabs = [tabOf(500, '4', [...state.tabs[0]!.items, ...added], { servicePercent: 10 })];
    return jsonResponse({ data: { ...state.tabs[0], round: 2 } }, 201);
  });
  renderTab('4');

  expect(await screen.findByRole('heading', { name: 'Próxima rodada (Rodada 2)' })).toBeInTheDocument();
  const drink = await screen.findByRole('listitem', { name: /^Guaraná Lata/ });
  fireEvent.click(drink);
  fireEvent.click(drink);
  fireEvent.click(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ }));

  await waitFor(() => expect(window.print).toHaveBeenCalled());
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.path).toBe('/api/stores/7/pos/tabs/500/rounds');
  expect(post.headers.get('Idempotency-Key')).toMatch(UUID);
  // (2 x 28,90 + 2 x 6,50) + 10% service = 70,80 + 7,08
  expect(post.body).toEqual({ items: [{ product_id: 40, quantity: 2, selected_options: null, notes: null, charged_unit_price_cents: null }], expected_total_cents: 7788 });
  expect(ticket()).toContain('Mesa 4 — Rodada 2');
  expect(ticket()).toContain('2x Guaraná Lata');
  expect(ticket()).not.toContain('Classic Burger');
  expect(await screen.findByRole('heading', { name: 'Próxima rodada (Rodada 3)' })).toBeInTheDocument();
});

it('splits the bill equally in 2 and pays each part (cash with the change, then PIX); paid in full, "Conta fechada" and the receipt', async () => {
  const items = [tabItem(1, 1, 18, 2), tabItem(2, 1, 41, 1), tabItem(3, 2, 40, 1)]; // 57,80 + 12,00 + 6,50 = 76,30
  const state = { tabs: [tabOf(500, '4', items)] };
  let paid = 0;
  const calls = serve(state, (call) => {
    const body = call.body as PosPaymentInput;
    paid += body.tenders.reduce((sum, t) => sum + t.amount_cents, 0);
    const sale = saleOf(500, '4', items, { paid });
    state.tabs = sale.remaining_cents > 0 ? [tabOf(500, '4', items, { paid })] : [];
    return jsonResponse({ data: sale }, 201);
  });
  renderTab('4');

  fireEvent.click(await screen.findByRole('button', { name: 'Fechar conta' }));
  const dialog = screen.getByRole('dialog', { name: 'Dividir a conta — Mesa 4' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade de pessoas' }));
  const parts = within(dialog).getByRole('list', { name: 'Partes da conta' });
  expect(within(parts).getAllByRole('listitem').map((li) => plain(li.getAttribute('aria-label')))).toEqual(['Parte 1, R$ 38,15, a pagar', 'Parte 2, R$ 38,15, a pagar']);

  fireEvent.click(within(parts).getAllByRole('button', { name: 'Pagar' })[0]!);
  const part1 = within(dialog).getByRole('region', { name: 'Pagamento da Parte 1' });
  fireEvent.change(within(part1).getByLabelText('Valor recebido'), { target: { value: '5000' } });
  fireEvent.click(within(part1).getByRole('button', { name: 'Adicionar pagamento' }));
  expect(plain(within(part1).getByTestId('tab-part-change').textContent)).toBe('R$ 11,85');
  fireEvent.click(within(part1).getByRole('button', { name: 'Registrar pagamento da parte 1' }));

  const part2 = await within(dialog).findByRole('region', { name: 'Pagamento da Parte 2' });
  expect(within(parts).getAllByRole('listitem').map((li) => plain(li.getAttribute('aria-label')))).toEqual(['Parte 1, R$ 38,15, paga', 'Parte 2, R$ 38,15, a pagar']);
  fireEvent.click(within(part2).getByRole('button', { name: 'PIX' }));
  // The sale screen's PIX panel, from the POS catalog's store (this one has no key).
  expect(within(part2).getByText(/^A loja não tem chave PIX cadastrada/)).toBeInTheDocument();
  fireEvent.click(within(part2).getByRole('button', { name: 'Adicionar pagamento' }));
  fireEvent.click(within(part2).getByRole('button', { name: 'Registrar pagamento da parte 2' }));

  expect(await within(dialog).findByText('Conta fechada', { selector: 'p' })).toBeInTheDocument();
  const payments = calls.filter((call) => call.method === 'POST');
  expect(payments.map((call) => [call.path, call.body])).toEqual([
    ['/api/stores/7/pos/sales/500/payments', { register_session_id: 31, tenders: [{ method: 'cash', amount_cents: 3815 }] }],
    ['/api/stores/7/pos/sales/500/payments', { register_session_id: 31, tenders: [{ method: 'pix', amount_cents: 3815 }] }],
  ]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir comprovante' }));
  await waitFor(() => expect(screen.getByTestId('pos-receipt')).toBeInTheDocument());
  expect(plain(screen.getByTestId('pos-receipt').textContent)).toContain('Consumo no local - Mesa 4');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar às mesas' }));
  expect(await screen.findByText('em /pdv/tables')).toBeInTheDocument();
});

it('transfers part of a line to another open tab', async () => {
  const state = { tabs: [tabOf(500, '4', [tabItem(1001, 1, 41, 2), tabItem(1002, 1, 18, 1)]), tabOf(501, '5', [tabItem(2001, 1, 40, 1)])] };
  const calls = serve(state, () => jsonResponse({ data: { from: state.tabs[0], to: state.tabs[1] } }));
  renderTab('4');

  fireEvent.click(await screen.findByRole('button', { name: 'Transferir itens' }));
  const dialog = screen.getByRole('dialog', { name: 'Transferir itens' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Comanda de destino' }));
  fireEvent.click(await screen.findByRole('option', { name: /^Mesa 5/ }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /2x Chopp/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Diminuir quantidade de Chopp' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));

  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.path).toBe('/api/stores/7/pos/tabs/500/transfer');
  expect(post.body).toEqual({ to_order_id: 501, items: [{ item_id: 1001, quantity: 1 }] });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transferir itens' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Mesa 4' })).toBeInTheDocument();
});

it('turns the service charge on, asks for the bill and merges into another tab', async () => {
  const state = { tabs: [tabOf(500, '4', [tabItem(1, 1, 18, 1)]), tabOf(501, '5', [tabItem(2, 1, 40, 1)])] };
  const calls = serve(state, (call) => jsonResponse({ data: call.path.endsWith('/merge') ? state.tabs[1] : state.tabs[0] }));
  renderTab('4');

  const posts = () => calls.filter((call) => call.method === 'POST');
  fireEvent.click(await screen.findByRole('switch', { name: 'Taxa de serviço (10%)' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pedir conta' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Pedir conta' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Juntar comandas' }));
  const dialog = screen.getByRole('dialog', { name: 'Juntar comandas' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Comanda de destino' }));
  fireEvent.click(await screen.findByRole('option', { name: /^Mesa 5/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Juntar' }));

  await waitFor(() => expect(posts()).toHaveLength(3));
  expect(posts().map((call) => [call.path, call.body])).toEqual([
    ['/api/stores/7/pos/tabs/500/service-charge', { enabled: true }],
    ['/api/stores/7/pos/tabs/500/bill', { requested: true }],
    ['/api/stores/7/pos/tabs/500/merge', { into_order_id: 501 }],
  ]);
  // Merged, the station follows the items to the other table.
  expect(await screen.findByRole('heading', { name: 'Mesa 5' })).toBeInTheDocument();
});

it('prices changed: the round is refused with the new total, and sent again (same key) it carries the total the operator saw', async () => {
  const state = { tabs: [tabOf(500, '4', [tabItem(1, 1, 18, 1)])] };
  let refused = false;
  const calls = serve(state, () => {
    if (!refused) {
      refused = true;
      const message = 'Os preços mudaram. O total agora é R$ 36,00. Confira a venda.';
      return jsonResponse({ message, errors: { expected_total_cents: [message] }, total_cents: 3600 }, 422);
    }
    const tab = tabOf(500, '4', [tabItem(1, 1, 18, 1), tabItem(2, 2, 40, 1)]);
    return jsonResponse({ data: { ...tab, round: 2 } }, 201);
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderTab('4');

  fireEvent.click(await screen.findByRole('listitem', { name: /^Guaraná Lata/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ }));
  expect(await screen.findByText('Os preços mudaram. O total agora é R$ 36,00. Confira a venda.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ }));

  await waitFor(() => expect(window.print).toHaveBeenCalled());
  const [first, second] = calls.filter((call) => call.method === 'POST');
  expect((first!.body as TabRoundInput).expected_total_cents).toBe(3540);
  expect((second!.body as TabRoundInput).expected_total_cents).toBe(3600);
  expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
});

it('offline: the screen says tabs need the internet and nothing can be sent', async () => {
  serve({ tabs: [tabOf(500, '4', [tabItem(1, 1, 18, 1)])] }, () => jsonResponse({ data: null }));
  renderTab('4');
  fireEvent.click(await screen.findByRole('listitem', { name: /^Guaraná Lata/ }));
  expect(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ })).toBeEnabled();
  act(() => reportNetworkFailure());
  expect(screen.getByText(/^Sem conexão: mesas e comandas precisam da internet./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Enviar rodada para a cozinha/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Fechar conta' })).toBeDisabled();
});

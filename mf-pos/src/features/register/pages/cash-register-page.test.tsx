import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REGISTER_MESSAGES, registerTotals, closingOf, type RegisterSessionView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { CashRegisterPage } from './cash-register-page';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const ATTENDANT = makeUser('attendant', { store_id: 7, name: 'Carla' });

function session(overrides: Partial<RegisterSessionView> = {}): RegisterSessionView {
  const movements = overrides.movements ?? [];
  const totals = registerTotals(15_000, [], movements);
  return {
    id: 31,
    store_name: 'Pizzaria Bella Napoli',
    station_id: 'st-fixed-station-1',
    station_name: 'Balcão 1',
    opened_at: '2026-11-24T23:00:00.000Z',
    opened_by: { id: 5, name: 'Carla' },
    opening_float_cents: 15_000,
    closed_at: null,
    closed_by: null,
    closing_notes: null,
    totals,
    closing: null,
    movements,
    ...overrides,
  };
}

/** Fills a cash-register currency field: digits shift in from the right (1500 → R$ 15,00). */
function typeMoney(label: string | RegExp, digits: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });
}

beforeEach(() => {
  localStorage.setItem('pos_station:7', JSON.stringify({ id: 'st-fixed-station-1', name: 'Balcão 1' }));
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('a closed station asks for the float and opens the register with it; the X figures follow', async () => {
  let open: RegisterSessionView | null = null;
  const calls = mockApi((call: ApiCall) => {
    if (call.path.endsWith('/delivery/cash')) return jsonResponse({ data: [] });
    if (call.method === 'POST') {
      open = session({ station_name: (call.body as { station_name: string }).station_name });
      return jsonResponse({ data: open }, 201);
    }
    return jsonResponse({ data: open });
  });
  renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
  expect(await screen.findByRole('heading', { name: 'Caixa fechado' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/stores/7/pos/registers/current' });
  expect(calls[0]!.query.get('station')).toBe('st-fixed-station-1');

  fireEvent.click(screen.getByRole('button', { name: 'Abrir caixa' }));
  expect(await screen.findByText(REGISTER_MESSAGES.floatRequired)).toBeInTheDocument();

  typeMoney(/Fundo de troco/, '15000');
  fireEvent.click(screen.getByRole('button', { name: 'Abrir caixa' }));
  expect(await screen.findByRole('heading', { name: 'Caixa: Balcão 1' })).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ station_id: 'st-fixed-station-1', station_name: 'Balcão 1', opening_float_cents: 15_000 });
  const figures = within(screen.getByLabelText('Resumo do caixa'));
  expect(plain(figures.getByText('Dinheiro esperado na gaveta').nextSibling?.textContent ?? null)).toBe('R$ 150,00');
});

it('a sangria with amount and reason; the API refusal is shown on the field', async () => {
  const calls = mockApi((call: ApiCall) => {
    if (call.path.endsWith('/delivery/cash')) return jsonResponse({ data: [] });
    if (call.method === 'POST') return jsonResponse({ message: 'Dados inválidos.', errors: { amount_cents: [REGISTER_MESSAGES.sangriaAboveCash(15_000)] } }, 422);
    return jsonResponse({ data: session() });
  });
  renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
  fireEvent.click(await screen.findByRole('button', { name: 'Sangria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sangria' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
  expect(await within(dialog).findByText(REGISTER_MESSAGES.reasonRequired)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/Valor/), { target: { value: '20000' } });
  fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Depósito no banco' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
  expect(plain((await within(dialog).findByText(/A sangria não pode passar/)).textContent)).toBe(plain(REGISTER_MESSAGES.sangriaAboveCash(15_000)));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/stores/7/pos/registers/31/movements', body: { kind: 'sangria', amount_cents: 20_000, reason: 'Depósito no banco' } });
});

it('closing: a blind count of every method, then the Z report with the difference', async () => {
  let closed: RegisterSessionView | null = null;
  const calls = mockApi((call: ApiCall) => {
    if (call.path.endsWith('/delivery/cash')) return jsonResponse({ data: [] });
    if (call.method === 'POST') {
      const counted = (call.body as { counted: Record<string, number> }).counted as Parameters<typeof closingOf>[1];
      const base = session();
      closed = { ...base, closed_at: '2026-11-25T03:00:00.000Z', closed_by: { id: 5, name: 'Carla' }, closing: closingOf(base.totals, counted) };
      return jsonResponse({ data: closed });
    }
    if (call.path.endsWith('/current')) return jsonResponse({ data: closed ? null : session() });
    return jsonResponse({ data: closed });
  });
  renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
  fireEvent.click(await screen.findByRole('button', { name: 'Fechar caixa' }));
  const form = await screen.findByRole('form', { name: 'Conferência do caixa' });
  // Blind: nothing expected is shown while counting.
  expect(screen.queryByText('Dinheiro esperado na gaveta')).toBeNull();
  typeMoney('Dinheiro contado *', '14850');
  for (const label of ['Cartão de débito contado *', 'Cartão de crédito contado *', 'PIX contado *', 'Vale-refeição contado *']) typeMoney(label, '0');
  fireEvent.click(within(form).getByRole('button', { name: 'Fechar caixa' }));
  expect(await screen.findByText('Caixa fechado. Confira a redução Z e imprima para guardar.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ counted: { cash: 14_850, debit_card: 0, credit_card: 0, pix: 0, meal_voucher: 0 }, notes: null });
  await waitFor(() => expect(plain(within(screen.getByLabelText('Conferência do fechamento')).getByText('Diferença').nextSibling?.textContent ?? null)).toBe('Falta de R$ 1,50'));
  expect(plain(screen.getByTestId('register-slip').textContent)).toContain('REDUÇÃO Z');
  expect(screen.getByRole('button', { name: 'Imprimir redução Z' })).toBeInTheDocument();
});

it('a manager sets the PIN that approves attendants’ discounts; an attendant has no such button', async () => {
  const calls = mockApi((call: ApiCall) =>
    call.path.endsWith('/delivery/cash') ? jsonResponse({ data: [] }) : call.method === 'PUT' ? jsonResponse({ data: { updated_at: '2026-11-26T12:00:00.000Z' } }) : jsonResponse({ data: session() }),
  );
  const { unmount } = renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
  await screen.findByRole('button', { name: 'Sangria' });
  expect(screen.queryByRole('button', { name: 'Meu PIN de gerente' })).not.toBeInTheDocument();
  unmount();

  renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(makeUser('store_admin', { store_id: 7, name: 'Gerente' })) });
  fireEvent.click(await screen.findByRole('button', { name: 'Meu PIN de gerente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Meu PIN de gerente' });
  fireEvent.change(within(dialog).getByLabelText(/Novo PIN/), { target: { value: '4321' } });
  fireEvent.change(within(dialog).getByLabelText('Repita o PIN'), { target: { value: '4320' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar PIN' }));
  expect(await within(dialog).findByText('Os dois PINs não são iguais.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Repita o PIN'), { target: { value: '4321' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar PIN' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/stores/7/pos/manager-pin', body: { pin: '4321' } }));
});

describe('Acerto de entregadores', () => {
  const acerto = (amountCents: number): RegisterSessionView['movements'][number] => ({
    id: 90,
    kind: 'acerto',
    amount_cents: amountCents,
    reason: 'Acerto de Ana Lima: 2 entregas (R$ 112,50)',
    created_at: '2026-11-25T01:00:00.000Z',
    created_by: { id: 5, name: 'Carla' },
  });

  it('lists the drivers with cash in hand; "Acertar no caixa" settles into this station’s open session and the X figures show it', async () => {
    let settled = false;
    const calls = mockApi((call: ApiCall) => {
      if (call.path === '/api/stores/7/delivery/cash')
        return jsonResponse({ data: settled ? [{ driver_id: 4, name: 'Bruno Dias', cash_in_hand: 30, orders: 1 }] : [{ driver_id: 3, name: 'Ana Lima', cash_in_hand: 112.5, orders: 2 }, { driver_id: 4, name: 'Bruno Dias', cash_in_hand: 30, orders: 1 }] });
      if (call.method === 'POST' && call.path === '/api/stores/7/delivery/drivers/3/settle') {
        settled = true;
        return jsonResponse({ data: { driver_id: 3, amount: 112.5, orders: 2, register_session_id: 31, movement_id: 90 } });
      }
      return jsonResponse({ data: settled ? session({ movements: [acerto(11_250)] }) : session() });
    });
    renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
    const card = await screen.findByRole('region', { name: 'Acerto de entregadores' });
    const ana = await within(card).findByRole('listitem', { name: 'Ana Lima' });
    expect(plain(ana.textContent)).toContain('2 entregas em dinheiro');
    expect(plain(ana.textContent)).toContain('R$ 112,50');
    const figures = within(screen.getByLabelText('Resumo do caixa'));
    expect(plain(figures.getByText('Acertos de entregadores').nextSibling?.textContent ?? null)).toBe('R$ 0,00');
    expect(plain(figures.getByText('Dinheiro esperado na gaveta').nextSibling?.textContent ?? null)).toBe('R$ 150,00');

    fireEvent.click(within(ana).getByRole('button', { name: 'Acertar no caixa: Ana Lima' }));
    expect(await screen.findByText('Acerto de Ana Lima: R$ 112,50 no caixa.', { normalizer: plain })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/stores/7/delivery/drivers/3/settle', body: { session_id: 31 } });
    await waitFor(() => expect(within(card).queryByRole('listitem', { name: 'Ana Lima' })).toBeNull());
    expect(within(card).getByRole('listitem', { name: 'Bruno Dias' })).toBeInTheDocument();
    // The X figures count the settled cash in the drawer.
    await waitFor(() => expect(plain(figures.getByText('Acertos de entregadores').nextSibling?.textContent ?? null)).toBe('R$ 112,50'));
    expect(plain(figures.getByText('Dinheiro esperado na gaveta').nextSibling?.textContent ?? null)).toBe('R$ 262,50');
    expect(screen.getByRole('table', { name: 'Sangrias e suprimentos' })).toHaveTextContent('Acerto de Ana Lima: 2 entregas');
  });

  it('shows the API’s refusal; without delivery management in the plan the card is not shown', async () => {
    mockApi((call: ApiCall) => {
      if (call.path.endsWith('/delivery/cash')) return jsonResponse({ data: [{ driver_id: 3, name: 'Ana Lima', cash_in_hand: 12, orders: 1 }] });
      if (call.method === 'POST') return jsonResponse({ message: 'Os dados informados são inválidos.', errors: { session_id: [REGISTER_MESSAGES.alreadyClosed] } }, 422);
      return jsonResponse({ data: session() });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
    fireEvent.click(await screen.findByRole('button', { name: 'Acertar no caixa: Ana Lima' }));
    expect(await screen.findByText(REGISTER_MESSAGES.alreadyClosed)).toBeInTheDocument();
    unmount();

    mockApi((call: ApiCall) => (call.path.endsWith('/delivery/cash') ? jsonResponse({ message: 'Seu plano não inclui Gestão de entregas.' }, 403) : jsonResponse({ data: session() })));
    renderWithProviders(<CashRegisterPage />, { route: '/store/pdv/cash-register', preloadedState: authStateFor(ATTENDANT) });
    await screen.findByRole('button', { name: 'Sangria' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acerto de entregadores' })).toBeNull());
  });
});


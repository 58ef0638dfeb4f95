import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { availableSlots, SCHEDULING_MESSAGES, WEEKDAYS, type CartItem, type StorePublic } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeOrder, renderWithProviders } from '@comanda/shared/testing';
import { makeProduct, makeStore } from '../features/storefront/test-fixtures';
import { CheckoutRoute } from './checkout-route';

const SLUG = 'pizzaria-bella-napoli';
const ORDERS = `POST /api/stores/${SLUG}/orders`;
const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, ['00:00-23:59']]));
const SCHEDULING = { maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30, holidays: [] };

const line: CartItem = { lineKey: 'line-1', id: 7, name: 'Refrigerante', price: 600, basePrice: 600, quantity: 1, image: null, selectedOptions: null, addedAt: '2026-11-22T20:00:00.000Z' };

function mockApi(store: StorePublic) {
  const bodies: Record<string, unknown>[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (key === ORDERS) {
      bodies.push(JSON.parse(await request.clone().text()) as Record<string, unknown>);
      return jsonResponse({ data: makeOrder() }, 201);
    }
    if (key === `GET /api/stores/${SLUG}`) return jsonResponse({ data: store });
    if (key === `GET /api/stores/${SLUG}/products`) return jsonResponse({ data: [makeProduct(7, { name: 'Refrigerante', price: 6, business_type_options: null })] });
    return jsonResponse({ message: `no mock for ${key}` }, 500);
  });
  return bodies;
}

async function start(store: StorePublic) {
  localStorage.setItem('comanda:cart:1', JSON.stringify({ storeId: 1, items: [line], notes: '', coupon: null }));
  const bodies = mockApi(store);
  renderWithProviders(
    <Routes>
      <Route path="/loja/:slug/checkout" element={<CheckoutRoute />} />
      <Route path="/loja/:slug/success/:orderId" element={<p>Página de sucesso</p>} />
    </Routes>,
    { route: `/loja/${SLUG}/checkout`, preloadedState: authStateFor(null) },
  );
  await screen.findByRole('heading', { name: 'Finalizar pedido' });
  return bodies;
}

async function pickupWithCash(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: /^Retirada/ }));
  await user.click(screen.getByLabelText(/^Nome/));
  await user.paste('Maria Souza');
  await user.click(screen.getByLabelText(/^Telefone/));
  await user.paste('11987654321');
  await user.click(screen.getByRole('radio', { name: /^Dinheiro/ }));
  await user.click(screen.getByRole('checkbox', { name: /Não preciso de troco/ }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('checkout: "Agendar para"', () => {
  it('a closed store that schedules takes the order only with a slot, chosen by day and time from the shared rule', async () => {
    const store = makeStore({ isOpen: false, minOrderValue: 0, openingHours: ALL_DAY, scheduling: SCHEDULING });
    const bodies = await start(store);
    const user = userEvent.setup();
    await pickupWithCash(user);
    await user.click(screen.getByRole('button', { name: /^Confirmar pedido/ }));
    expect(await screen.findByText(SCHEDULING_MESSAGES.closedNeedsSlot)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const days = availableSlots({ openingHours: ALL_DAY, holidays: [] }, SCHEDULING, new Date());
    const section = screen.getByRole('region', { name: 'Quando?' });
    const daySelect = within(section).getByLabelText('Agendar para');
    expect(within(daySelect).getAllByRole('option').map((o) => o.textContent)).toEqual(days.map((d) => d.label));
    await user.selectOptions(daySelect, days[1]!.date);
    const slot = days[1]!.slots[3]!;
    await user.selectOptions(within(section).getByLabelText('Horário'), slot.start);
    await user.click(screen.getByRole('button', { name: /^Confirmar pedido/ }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ order_type: 'pickup', scheduled_for: slot.start });
  });

  it('an open store that schedules offers "O quanto antes" first and sends no slot then', async () => {
    const bodies = await start(makeStore({ isOpen: true, minOrderValue: 0, openingHours: ALL_DAY, scheduling: SCHEDULING }));
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'O quanto antes' })).toBeChecked();
    expect(screen.queryByLabelText('Horário')).toBeNull();
    await pickupWithCash(user);
    await user.click(screen.getByRole('button', { name: /^Confirmar pedido/ }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('scheduled_for');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MealSubscription } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import CustomerRoutes from '../../routes';
import { customerNav } from '../../screens';

const MARIA = makeUser('customer', { id: 5, name: 'Maria Cliente', email: 'cliente@comanda.app', phone: '11987654321' });

const SUB: MealSubscription = {
  id: 7,
  store: { id: 3, name: 'Marmitas da Vovó', slug: 'marmitas-da-vovo' },
  product: { id: 40, name: 'Feijoada da Vovó', image: null },
  selected_options: null,
  option_lines: ['Tamanho: M (500 g)'],
  quantity: 1,
  frequency: 'weekly',
  weekdays: ['friday'],
  day_of_month: null,
  start_date: '2030-01-01',
  status: 'active',
  effective_status: 'active',
  paused_until: null,
  address: { cep: '40140240', address: 'Rua Marquês de Caravelas', number: '300', complement: null, district: 'Barra', city: 'Salvador', state: 'BA', reference: null, latitude: null, longitude: null },
  payment_method: 'cash',
  notes: null,
  price_per_delivery: 24.9,
  plan_price: 99,
  skipped_dates: [],
  upcoming: [
    { date: '2030-01-04', skipped: false },
    { date: '2030-01-11', skipped: false },
  ],
  cancelled_at: null,
  created_at: '2029-12-30T10:00:00Z',
};

function mockBackend(state: { sub: MealSubscription }) {
  return mockApi((call: ApiCall) => {
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/customer/meal-subscriptions') return jsonResponse({ data: [state.sub] });
    if (route === 'POST /api/customer/meal-subscriptions/7/skip') {
      state.sub = { ...state.sub, upcoming: [{ date: '2030-01-04', skipped: true }, state.sub.upcoming[1]!], skipped_dates: ['2030-01-04'] };
      return jsonResponse({ data: state.sub });
    }
    if (route === 'POST /api/customer/meal-subscriptions/7/pause') {
      state.sub = { ...state.sub, status: 'paused', effective_status: 'paused', upcoming: [] };
      return jsonResponse({ data: state.sub });
    }
    if (route === 'POST /api/customer/meal-subscriptions/7/resume') {
      state.sub = { ...state.sub, status: 'active', effective_status: 'active', upcoming: SUB.upcoming };
      return jsonResponse({ data: state.sub });
    }
    if (route === 'POST /api/customer/meal-subscriptions/7/cancel') {
      state.sub = { ...state.sub, status: 'cancelled', effective_status: 'cancelled', upcoming: [] };
      return jsonResponse({ data: state.sub });
    }
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Routes>
      <Route path="/customer/*" element={<CustomerRoutes basePath="/customer" />} />
    </Routes>,
    { route: '/customer/assinaturas', preloadedState: authStateFor(MARIA) },
  );
  return user;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('lists my subscriptions with the schedule, price and next deliveries, and is in the nav', async () => {
  mockBackend({ sub: SUB });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Minhas assinaturas' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Assinatura Feijoada da Vovó — Marmitas da Vovó' });
  expect(within(card).getByText(/Semanal: sexta-feira/)).toBeInTheDocument();
  expect(within(card).getByText(/R\$\s24,90 por entrega/)).toBeInTheDocument();
  expect(within(card).getByText('sex, 04/01')).toBeInTheDocument();
  expect(customerNav('/customer')[0]!.items).toContainEqual({ label: 'Assinaturas', to: '/customer/assinaturas' });
});

it('skips a delivery, pauses, resumes and cancels with confirmation', async () => {
  const state = { sub: SUB };
  const calls = mockBackend(state);
  const user = renderPage();
  const card = await screen.findByRole('article', { name: /Feijoada da Vovó/ });
  await user.click(within(card).getAllByRole('button', { name: 'Pular entrega' })[0]!);
  expect(await screen.findByText('Entrega de sex, 04/01 pulada.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/customer/meal-subscriptions/7/skip')?.body).toEqual({ date: '2030-01-04' });
  expect(await within(card).findByRole('button', { name: 'Desfazer' })).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Pausar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pausar assinatura' });
  await user.click(within(dialog).getByLabelText('Até eu retomar'));
  await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
  await waitFor(() => expect(calls.find((c) => c.path === '/api/customer/meal-subscriptions/7/pause')?.body).toEqual({ until: null }));
  await user.click(await within(card).findByRole('button', { name: 'Retomar' }));
  expect(await screen.findByText('Assinatura retomada.')).toBeInTheDocument();

  await user.click(await within(card).findByRole('button', { name: 'Cancelar assinatura' }));
  const confirm = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancelar assinatura' }));
  expect(await screen.findByText('Assinatura cancelada.')).toBeInTheDocument();
  expect(await within(card).findByText('Cancelada')).toBeInTheDocument();
});

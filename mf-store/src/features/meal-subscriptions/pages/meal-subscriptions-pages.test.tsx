import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MealProductionList, StoreMealSubscriber } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { MealProductionPage } from './meal-production-page';
import { MealSubscribersPage } from './meal-subscribers-page';

jest.setTimeout(60_000);

const ADDRESS = { cep: '40140240', address: 'Rua Marquês de Caravelas', number: '300', complement: null, district: 'Barra', city: 'Salvador', state: 'BA', reference: null, latitude: null, longitude: null };

const SUBSCRIBER = {
  id: 7,
  product: { id: 40, name: 'Feijoada da Vovó', image: null },
  customer: { id: 5, name: 'Maria Cliente', phone: '11987654321' },
  selected_options: null,
  option_lines: ['Tamanho: M (500 g)'],
  quantity: 2,
  frequency: 'weekly',
  weekdays: ['friday'],
  day_of_month: null,
  start_date: '2026-11-25',
  status: 'active',
  effective_status: 'active',
  paused_until: null,
  address: ADDRESS,
  payment_method: 'pix',
  notes: null,
  price_per_delivery: 49.8,
  plan_price: 99,
  skipped_dates: [],
  upcoming: [{ date: '2026-11-27', skipped: false }],
  cancelled_at: null,
  created_at: '2026-11-24T23:00:00Z',
} as StoreMealSubscriber;

const PRODUCTION: MealProductionList = {
  date: '2026-11-27',
  total: 2,
  groups: [
    {
      product: { id: 40, name: 'Feijoada da Vovó' },
      option_lines: ['Tamanho: M (500 g)'],
      quantity: 2,
      deliveries: [{ subscription_id: 7, customer: { name: 'Maria Cliente', phone: '11987654321' }, address: ADDRESS, quantity: 2, option_lines: ['Tamanho: M (500 g)'], notes: 'Sem pimenta', order: { id: 900, number: 12 } }],
    },
  ],
};

function render(path: string, element: React.ReactElement) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route: path, preloadedState: authStateFor(makeUser('attendant')) },
  );
  return user;
}

afterEach(() => jest.restoreAllMocks());

it('lists the subscribers, active by default, and filters by status', async () => {
  const calls = mockApi((call) => jsonResponse({ data: call.query.get('status') === 'paused' ? [] : [SUBSCRIBER] }));
  const user = render('/store/meal-subscriptions', <MealSubscribersPage />);
  const table = await screen.findByRole('table', { name: 'Assinantes' });
  const row = within(table).getByRole('row', { name: /Maria Cliente/ });
  expect(within(row).getByText('2× Feijoada da Vovó')).toBeInTheDocument();
  expect(within(row).getByText('Semanal: sexta-feira')).toBeInTheDocument();
  expect(within(row).getByText('sex, 27/11')).toBeInTheDocument();
  expect(within(row).getByText(/R\$\s49,80\/entrega/)).toBeInTheDocument();
  expect(calls[0]!.path).toBe('/api/stores/10/meal-subscriptions');
  expect(calls[0]!.query.get('status')).toBe('active');

  await user.click(screen.getByRole('combobox', { name: 'Situação' }));
  await user.click(await screen.findByRole('option', { name: 'Pausada' }));
  expect(await screen.findByText(/Nenhuma assinatura pausada/)).toBeInTheDocument();
});

it("shows tomorrow's production grouped by product and options, with each delivery, and prints it", async () => {
  const calls = mockApi(() => jsonResponse({ data: PRODUCTION }));
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const user = render('/store/meal-subscriptions/production', <MealProductionPage />);
  expect(await screen.findByText('2 marmitas para 27/11/2026')).toBeInTheDocument();
  const group = screen.getByRole('article', { name: '2× Feijoada da Vovó' });
  expect(within(group).getByText(/2× Maria Cliente · 11987654321 · pedido nº 12/)).toBeInTheDocument();
  expect(within(group).getByText(/Rua Marquês de Caravelas, 300.*Obs\.: Sem pimenta/)).toBeInTheDocument();
  expect(calls[0]!.query.get('date')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalled();
  await waitFor(() => expect(screen.getByLabelText('Dia')).toHaveValue('2026-11-27'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produção de amanhã');

  fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '2026-11-30' } });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produção de 30/11/2026');
  await waitFor(() => expect(calls.at(-1)!.query.get('date')).toBe('2026-11-30'));
});

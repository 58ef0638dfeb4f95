import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSelection, normalizeProductOptions, type MealSubscription, type Product, type SavedAddress } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { SubscribeDialog } from './subscribe-dialog';

const MARMITA: Product = {
  id: 40,
  name: 'Feijoada da Vovó',
  price: 28.9,
  promo_price: 24.9,
  business_type_slug: 'marmitaria',
  business_type_options: {
    sizes: [
      { name: 'P (350 g)', price: 24.9 },
      { name: 'G (750 g)', price: 34.9 },
    ],
    has_subscription: true,
    subscription_description: 'Feijoada toda sexta-feira por 4 semanas.',
    subscription_price: 99,
    delivery_frequency: 'weekly',
  },
};
const options = normalizeProductOptions('marmitaria', MARMITA.business_type_options)!;
const selection = initialSelection(options);
const HOME = { id: 31, label: 'Casa', cep: '40140240', address: 'Rua Marquês de Caravelas', number: '300', complement: null, district: 'Barra', city: 'Salvador', state: 'BA', reference: null, latitude: null, longitude: null, last_used_at: null, created_at: '2026-11-01T10:00:00Z' } as SavedAddress;
const CREATED = { id: 7, upcoming: [{ date: '2030-01-04', skipped: false }] } as MealSubscription;

function renderDialog(signedIn: boolean) {
  const onSignIn = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SubscribeDialog store={{ paymentMethods: ['pix', 'cash'] }} product={MARMITA} selection={selection} quantity={2} onClose={() => undefined} onSignIn={onSignIn} />, {
    route: '/loja/marmitas-da-vovo',
    ...(signedIn ? { preloadedState: authStateFor(makeUser('customer', { id: 5 })) } : {}),
  });
  return { user, onSignIn };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('asks a signed-out visitor to sign in', async () => {
  mockApi(() => jsonResponse({ message: 'não autenticado' }, 401));
  const { user, onSignIn } = renderDialog(false);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(onSignIn).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Confirmar assinatura' })).not.toBeInTheDocument();
});

it('shows the price per delivery and the next dates, posts the choice and links to the customer area', async () => {
  const calls = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/customer/addresses') return jsonResponse({ data: [HOME] });
    if (call.method === 'POST' && call.path === '/api/customer/meal-subscriptions') return jsonResponse({ data: CREATED }, 201);
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
  const { user } = renderDialog(true);
  const summary = screen.getByRole('region', { name: 'Resumo da assinatura' });
  expect(within(summary).getByText(/R\$\s49,80 por entrega/)).toBeInTheDocument();
  expect(within(summary).getByText(/R\$\s99,00\/mês/)).toBeInTheDocument();
  expect(within(summary).getByText(/Próximas entregas: \p{L}{3}, \d\d\/\d\d/u)).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Endereço de entrega' }));
  await user.click(await screen.findByRole('option', { name: /Casa · Rua Marquês de Caravelas, 300/ }));
  // Tomorrow's weekday comes checked; Monday is added unless tomorrow is Monday.
  const monday = screen.getByRole('checkbox', { name: 'Segunda-feira' });
  if (!(monday as HTMLInputElement).checked) await user.click(monday);
  await user.click(screen.getByRole('button', { name: 'Confirmar assinatura' }));

  expect(await screen.findByText(/Assinatura criada! Cada entrega/)).toBeInTheDocument();
  const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
  expect(body).toMatchObject({ product_id: 40, quantity: 2, frequency: 'weekly', address_id: 31, payment_method: 'cash' });
  expect(body.weekdays).toContain('monday');
  expect(body).not.toHaveProperty('start_date');
  expect(screen.getByRole('link', { name: 'Ver minhas assinaturas' })).toHaveAttribute('href', '/customer/assinaturas');
});

it('shows the server’s per-field refusals', async () => {
  mockApi((call) => {
    if (call.method === 'GET') return jsonResponse({ data: [HOME] });
    return jsonResponse({ message: 'Endereço fora da área', errors: { address_id: ['Fora da área de entrega'], store: ['A loja está fechada'] } }, 422);
  });
  const { user } = renderDialog(true);
  await user.click(screen.getByRole('button', { name: 'Confirmar assinatura' }));
  expect(await screen.findByText('Fora da área de entrega')).toBeInTheDocument();
  expect(screen.getByText('A loja está fechada')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar assinatura' })).toBeEnabled());
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { CouponCreatePage, CouponEditPage } from './coupon-edit-page';
import { CouponsListPage } from './coupons-list-page';
import { makeCoupon } from '../test-fixtures';

jest.setTimeout(60_000);

const COUPON = makeCoupon({ starts_at: '2026-11-01T03:00:00.000Z', usage_limit: 100 });

type Call = { method: string; path: string; body: unknown };

function mockApi(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return reply(call);
  });
  return calls;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/store/coupons" element={<CouponsListPage />} />
      <Route path="/store/coupons/create" element={<CouponCreatePage />} />
      <Route path="/store/coupons/:id/edit" element={<CouponEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('coupon screens', () => {
  it('creating: the value field follows the type, the shared schema speaks first, and the body is what the API takes', async () => {
    const calls = mockApi((call) => (call.method === 'POST' ? jsonResponse({ data: { ...COUPON, code: 'LANCHE10' } }, 201) : jsonResponse({ data: [] })));
    const user = userEvent.setup({ delay: null });
    renderAt('/store/coupons/create');

    expect(screen.getByLabelText('Desconto (%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Informe o código do cupom.')).toBeInTheDocument();
    expect(screen.getByText('O desconto deve ser maior que zero.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Código'), 'LANCHE10');
    await user.type(screen.getByLabelText('Desconto (%)'), '150');
    await user.tab();
    expect(await screen.findByText('O percentual não pode passar de 100%.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Tipo de desconto'));
    await user.click(await screen.findByRole('option', { name: 'Valor fixo (R$)' }));
    expect(screen.queryByLabelText('Desconto (%)')).not.toBeInTheDocument();
    const reais = screen.getByLabelText('Desconto (R$)');
    await user.clear(reais);
    await user.type(reais, '750');
    await user.type(screen.getByLabelText('Limite total de usos'), '50');
    await user.click(screen.getByLabelText('Só no primeiro pedido do cliente (exige login)'));
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), { timeout: 5000 });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/stores/10/coupons');
    expect(post.body).toEqual({
      code: 'LANCHE10',
      description: null,
      type: 'fixed',
      value: 7.5,
      min_order_value: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: 50,
      per_customer_limit: null,
      first_order_only: true,
      is_active: true,
    });
    expect(await screen.findByRole('heading', { name: 'Cupons' })).toBeInTheDocument();
  });

  it('editing: the API’s field error (a code already taken) lands on the field', async () => {
    mockApi((call) =>
      call.method === 'PUT'
        ? jsonResponse({ message: 'Já existe um cupom com este código nesta loja.', errors: { code: ['Já existe um cupom com este código nesta loja.'] } }, 422)
        : jsonResponse({ data: COUPON }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/store/coupons/7/edit');
    const code = await screen.findByLabelText('Código');
    expect(code).toHaveValue('FRETE5');
    expect(screen.getByLabelText('Válido de')).toHaveValue('2026-11-01');
    expect(screen.getByText('Usado em 3 pedidos.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'SMASH7');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Já existe um cupom com este código nesta loja.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the list shows value, validity, uses and the money the coupon moved', async () => {
    mockApi(() => jsonResponse({ data: [COUPON] }));
    renderAt('/store/coupons');
    const row = (await screen.findByRole('link', { name: 'Editar FRETE5' })).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.replace(/\u00a0/g, ' '));
    expect(cells.slice(0, 8)).toEqual(['FRETE5', 'R$ 5,00', 'R$ 40,00', 'A partir de 01/11/2026', '3 de 100', 'R$ 15,00', 'R$ 180,50', 'Ativo']);
  });

  it('"Frete grátis" has no value field and is sent with value 0; the list names it', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST'
        ? jsonResponse({ data: { ...COUPON, code: 'FRETEGRATIS', type: 'free_delivery', value: 0 } }, 201)
        : jsonResponse({ data: [{ ...COUPON, code: 'FRETEGRATIS', type: 'free_delivery', value: 0 }] }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/store/coupons/create');
    await user.type(screen.getByLabelText('Código'), 'FRETEGRATIS');
    await user.click(screen.getByLabelText('Tipo de desconto'));
    await user.click(await screen.findByRole('option', { name: 'Frete grátis' }));
    expect(screen.queryByLabelText('Desconto (%)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Desconto (R$)')).not.toBeInTheDocument();
    expect(screen.getByText(/Zera a taxa de entrega dos pedidos Delivery/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), { timeout: 5000 });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ code: 'FRETEGRATIS', type: 'free_delivery', value: 0 });
    const row = (await screen.findByRole('link', { name: 'Editar FRETEGRATIS' })).closest('tr')!;
    expect(row.querySelectorAll('td')[1]?.textContent).toBe('Frete grátis');
  });
});

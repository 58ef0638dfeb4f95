import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Branch } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { BranchCreatePage, BranchEditPage } from './branch-form-page';

jest.setTimeout(60_000);

const NO_HOURS = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const MOEMA: Branch = {
  id: 16,
  name: 'Bella Napoli - Moema',
  slug: 'bella-napoli-moema',
  phone: '11955554444',
  whatsapp: null,
  cep: '04077000',
  address: 'Avenida Ibirapuera',
  number: '2000',
  complement: null,
  district: 'Moema',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.6,
  longitude: -46.66,
  openingHours: { ...NO_HOURS, friday: ['18:00-02:00'] },
  is_active: true,
};

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

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/store/branches" element={<h1>Filiais</h1>} />
      <Route path="/store/branches/create" element={<BranchCreatePage />} />
      <Route path="/store/branches/:id/edit" element={<BranchEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );

afterEach(() => jest.restoreAllMocks());

describe('branch form', () => {
  it('creating: the shared schema speaks first, then the body carries hours, masks removed and the catalog copy', async () => {
    const calls = mockApi((call) => (call.method === 'POST' ? jsonResponse({ data: { ...MOEMA, id: 20, name: 'Bella Napoli - Pinheiros' } }, 201) : jsonResponse({ data: [] })));
    const user = userEvent.setup({ delay: null });
    renderAt('/store/branches/create');

    await user.type(screen.getByLabelText('Segunda-feira'), '25:00-26:00');
    await user.click(screen.getByRole('button', { name: 'Criar filial' }));
    expect(await screen.findByText('Informe o nome da filial.')).toBeInTheDocument();
    expect(screen.getByText('Informe o endereço da filial.')).toBeInTheDocument();
    expect(screen.getByLabelText('Segunda-feira')).toHaveAccessibleDescription(/.+/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Nome da filial/), 'Bella Napoli - Pinheiros');
    await user.type(screen.getByLabelText(/Endereço da filial/), 'Bella-Napoli-Pinheiros');
    await user.type(screen.getByLabelText('Telefone'), '11977776666');
    const monday = screen.getByLabelText('Segunda-feira');
    await user.clear(monday);
    await user.type(monday, '11:00-15:00, 18:00-02:00');
    await user.click(screen.getByLabelText('Copiar o cardápio da loja principal'));
    await user.click(screen.getByRole('button', { name: 'Criar filial' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), { timeout: 5000 });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/stores/10/branches');
    expect(post.body).toMatchObject({
      name: 'Bella Napoli - Pinheiros',
      slug: 'bella-napoli-pinheiros',
      phone: '11977776666',
      cep: null,
      copy_catalog: true,
      openingHours: { ...NO_HOURS, monday: ['11:00-15:00', '18:00-02:00'] },
    });
    expect(await screen.findByRole('heading', { name: 'Filiais' })).toBeInTheDocument();
  });

  it('editing: shows the branch, offers no catalog copy, and puts the API slug error on the field', async () => {
    const calls = mockApi((call) =>
      call.method === 'PUT' ? jsonResponse({ message: 'Este endereço já está em uso.', errors: { slug: ['Este endereço já está em uso.'] } }, 422) : jsonResponse({ data: MOEMA }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/store/branches/16/edit');
    const slug = await screen.findByLabelText(/Endereço da filial/);
    expect(slug).toHaveValue('bella-napoli-moema');
    expect(screen.getByLabelText('Sexta-feira')).toHaveValue('18:00-02:00');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 95555-4444');
    expect(screen.queryByLabelText('Copiar o cardápio da loja principal')).not.toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'burger-house');
    await user.click(screen.getByRole('button', { name: 'Salvar filial' }));
    expect(await screen.findByText('Este endereço já está em uso.', { selector: 'p' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/stores/10/branches/16');
    expect(put.body).not.toHaveProperty('copy_catalog');
  });
});

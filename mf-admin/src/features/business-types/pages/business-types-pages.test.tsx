import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BUSINESS_TYPE_ADMIN_MESSAGES, type AdminBusinessTypeDetails } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { BusinessTypeDetailsPage } from './business-type-details-page';
import { BusinessTypeCreatePage, BusinessTypeEditPage } from './business-type-form-page';
import { BusinessTypesListPage } from './business-types-list-page';

jest.setTimeout(60_000);

const PIZZARIA: AdminBusinessTypeDetails = {
  id: 1,
  name: 'Pizzaria',
  slug: 'pizzaria',
  description: 'Pizzas inteiras, meio a meio e bordas recheadas.',
  icon: 'local_pizza',
  is_active: true,
  sort_order: 1,
  stores_count: 3,
  products_count: 1234,
  described: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  option_groups: [{ key: 'sizes', selection_key: 'size', title: 'Tamanhos', kind: 'size', kind_label: 'Tamanho (escolha única; o preço substitui o do produto)', price_field: 'price', fixed_values: null, limit: null }],
  option_fields: [{ key: 'max_flavors', label: 'Máximo de sabores', kind: 'number', section: 'Regras' }],
};

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/business-types" element={<BusinessTypesListPage />} />
      <Route path="/admin/business-types/create" element={<BusinessTypeCreatePage />} />
      <Route path="/admin/business-types/:id" element={<BusinessTypeDetailsPage />} />
      <Route path="/admin/business-types/:id/edit" element={<BusinessTypeEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('super_admin')) },
  );
  return userEvent.setup({ delay: null });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

afterEach(() => jest.restoreAllMocks());

describe('business types', () => {
  it('the list shows order, name and slug, use and status', async () => {
    mockApi(() => jsonResponse({ data: [PIZZARIA, { ...PIZZARIA, id: 15, name: 'Quiosque', slug: 'quiosque', description: null, described: false, is_active: false, stores_count: 0, products_count: 0, sort_order: 20 }] }));
    renderAt('/admin/business-types');
    const row = (await screen.findByRole('link', { name: 'Pizzaria' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', 'Pizzariapizzaria', PIZZARIA.description, '3', '1.234', 'Descritas', 'Ativo']);
    const other = screen.getByRole('link', { name: 'Quiosque' }).closest('tr')!;
    expect(within(other).getByText('Sem opções')).toBeInTheDocument();
    expect(within(other).getByText('Inativo')).toBeInTheDocument();
  });

  it('creating: the shared schema first, the slug follows the name, then the body the API takes', async () => {
    const calls = mockApi((call) => (call.method === 'POST' ? jsonResponse({ message: BUSINESS_TYPE_ADMIN_MESSAGES.created, data: { ...PIZZARIA, id: 16, name: 'Creperia', slug: 'creperia' } }, 201) : jsonResponse({ data: { ...PIZZARIA, id: 16, name: 'Creperia' } })));
    const user = renderAt('/admin/business-types/create');
    await user.click(await screen.findByRole('button', { name: 'Criar tipo' }));
    expect(await screen.findByText(BUSINESS_TYPE_ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Creperia Francesa');
    expect(screen.getByLabelText('Identificador')).toHaveValue('creperia-francesa');
    await user.type(screen.getByLabelText('Ícone'), 'Bolo!');
    await user.click(screen.getByRole('button', { name: 'Criar tipo' }));
    expect(await screen.findByText(BUSINESS_TYPE_ADMIN_MESSAGES.iconInvalid)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Ícone'));
    await user.type(screen.getByLabelText('Ícone'), 'bakery_dining');
    await user.click(screen.getByRole('button', { name: 'Criar tipo' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: '/api/admin/business-types', body: { name: 'Creperia Francesa', slug: 'creperia-francesa', icon: 'bakery_dining', description: null, is_active: true } });
    expect(writes(calls)[0]!.body).not.toHaveProperty('sort_order');
    expect(await screen.findByText(BUSINESS_TYPE_ADMIN_MESSAGES.created)).toBeInTheDocument();
  });

  it('editing: a new slug that would take options away is refused on the field', async () => {
    const refusal = BUSINESS_TYPE_ADMIN_MESSAGES.slugLosesOptions(2, 'Calabresa, Margherita');
    mockApi((call) => (call.method === 'PUT' ? jsonResponse({ message: refusal, errors: { slug: [refusal] } }, 422) : jsonResponse({ data: PIZZARIA })));
    const user = renderAt('/admin/business-types/1/edit');
    const slug = await screen.findByLabelText('Identificador');
    expect(screen.getByLabelText('Ordem')).toHaveValue(1);
    await user.clear(slug);
    await user.type(slug, 'lanchonete');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(screen.getByLabelText('Identificador')).toHaveAttribute('aria-invalid', 'true');
  });

  it('details: the options read-only, and "Desativar" sends the type as it is, inactive', async () => {
    const calls = mockApi((call) => jsonResponse({ data: call.method === 'PUT' ? { ...PIZZARIA, is_active: false } : PIZZARIA }));
    const user = renderAt('/admin/business-types/1');
    expect(await screen.findByRole('heading', { name: 'Pizzaria', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Grupos de opções' })).getByText('Tamanhos')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Campos do produto' })).getByText('Número')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/business-types/1',
      body: { name: 'Pizzaria', slug: 'pizzaria', icon: 'local_pizza', description: PIZZARIA.description, is_active: false, sort_order: 1 },
    });
    expect(await screen.findByText('Tipo "Pizzaria" desativado: não aparece mais no cadastro de lojas.')).toBeInTheDocument();
  });
});

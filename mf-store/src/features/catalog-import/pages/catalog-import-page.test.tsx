import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogImportResult } from '@comanda/shared/domain';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { CatalogImportPage } from './catalog-import-page';

jest.setTimeout(40_000);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockImport(preview: CatalogImportResult) {
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return json({ data: { ...preview, dryRun: new URL(request.url).searchParams.get('dry_run') === '1' } });
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

const choose = async (name = 'cardapio.csv') => {
  const input = await screen.findByLabelText('Planilha do cardápio');
  fireEvent.change(input, { target: { files: [new File(['categoria;produto;preço\n'], name, { type: 'text/csv' })] } });
};

describe('CatalogImportPage', () => {
  it('shows the row errors of the dry run and does not offer to import', async () => {
    const calls = mockImport({ dryRun: true, created: 1, updated: 0, categoriesCreated: [], rows: [{ line: 2, category: 'Pizzas', product: 'Margherita', action: 'create' }], errors: [{ line: 7, message: 'Linha 7: preço inválido' }] });
    renderWithProviders(<CatalogImportPage />, { route: '/store/catalog/import', preloadedState: authStateFor(makeUser('store_owner')) });
    await choose();
    const errors = await screen.findByRole('table', { name: 'Erros da planilha' });
    expect(within(errors).getByText('Linha 7: preço inválido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar importação' })).toBeDisabled();
    expect(calls).toEqual(['POST /api/stores/10/catalog/import?dry_run=1']);
  });

  it('previews what changes, then imports on confirmation', async () => {
    const calls = mockImport({ dryRun: true, created: 1, updated: 1, categoriesCreated: ['Sobremesas'], rows: [{ line: 2, category: 'Sobremesas', product: 'Pudim', action: 'create' }, { line: 3, category: 'Pizzas', product: 'Margherita', action: 'update' }], errors: [] });
    renderWithProviders(<CatalogImportPage />, { route: '/store/catalog/import', preloadedState: authStateFor(makeUser('store_owner')) });
    await choose();
    expect(await screen.findByRole('status')).toHaveTextContent('1 produtos a criar, 1 a atualizar; novas categorias: Sobremesas.');
    expect(within(screen.getByRole('table', { name: 'Produtos da planilha' })).getByText('Atualizar')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirmar importação' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/stores/10/catalog/import?dry_run=1', 'POST /api/stores/10/catalog/import?dry_run=0']));
  });
});

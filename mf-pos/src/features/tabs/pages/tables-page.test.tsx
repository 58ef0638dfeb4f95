import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authStateFor, jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { resetConnectivity } from '../../../offline/use-connectivity';
import { TablesPage } from './tables-page';
import { ATTENDANT, overviewOf, tabItem, tabOf } from './tabs-test-fixtures';

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

function renderTables() {
  return renderWithProviders(
    <Routes>
      <Route path="/pdv/tables" element={<TablesPage storeId={7} />} />
      <Route path="/pdv/tables/:label" element={<Where />} />
    </Routes>,
    { route: '/pdv/tables', preloadedState: authStateFor(ATTENDANT) },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  resetConnectivity();
});

it('shows every table free, occupied or waiting for the bill, with the total and time open, and the tabs on cards', async () => {
  const overview = overviewOf([
    tabOf(500, '2', [tabItem(1, 1, 18, 2), tabItem(2, 1, 41, 1)]),
    tabOf(501, '3', [tabItem(3, 1, 40, 2)], { bill: true }),
    tabOf(502, '25', [tabItem(4, 1, 41, 3)]),
  ], ['1', '2', '3']);
  const calls = mockApi((call: ApiCall) => (call.path === '/api/stores/7/pos/tabs' ? jsonResponse({ data: overview }) : jsonResponse({ data: null })));
  renderTables();

  const tables = await screen.findByRole('list', { name: 'Mesas' });
  const tiles = within(tables).getAllByRole('listitem');
  expect(tiles.map((tile) => tile.getAttribute('aria-label')?.replace(/\u00a0/g, ' '))).toEqual([
    'Mesa 1, Livre',
    'Mesa 2, Ocupada, R$ 69,80, aberta há 20 min',
    'Mesa 3, Aguardando conta, R$ 13,00, aberta há 20 min',
  ]);
  expect(tiles.map((tile) => tile.dataset.state)).toEqual(['free', 'occupied', 'bill']);
  const cards = screen.getByRole('list', { name: 'Comandas' });
  expect(within(cards).getByRole('listitem', { name: /^Comanda 25, Ocupada, R\$\s36,00/ })).toBeInTheDocument();
  expect(calls.every((call) => call.method === 'GET')).toBe(true);

  fireEvent.click(tiles[0]!);
  expect(await screen.findByText('em /pdv/tables/1')).toBeInTheDocument();
});

it('"Abrir comanda" opens a numbered card', async () => {
  mockApi(() => jsonResponse({ data: overviewOf([]) }));
  renderTables();
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir comanda' }));
  const dialog = screen.getByRole('dialog', { name: 'Abrir comanda' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));
  expect(within(dialog).getByText('Informe a mesa ou o número da comanda.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Número da comanda'), { target: { value: ' 25 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));
  expect(await screen.findByText('em /pdv/tables/25')).toBeInTheDocument();
});

it('says plainly that tables need the internet when the API cannot be reached', async () => {
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderTables();
  expect(await screen.findByText(/Sem conexão com o servidor: mesas e comandas precisam da internet/)).toBeInTheDocument();
  // Only the API's own log of the failed request: no React warning.
  expect(logged.mock.calls.every(([first]) => first === '[API] Erro na requisição')).toBe(true);
});

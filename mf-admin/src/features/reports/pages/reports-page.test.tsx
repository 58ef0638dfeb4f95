import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES, type PlatformReport } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { ReportsPage } from './reports-page';

const REPORT: PlatformReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  group: 'business_type',
  rows: [{ key: 'pizzaria', label: 'Pizzaria', orders: 1200, revenue: 54321.5, average_ticket: 45.27, stores: 3, new_stores: 1 }],
  totals: { orders: 1200, revenue: 54321.5, average_ticket: 45.27, stores: 3, new_stores: 1 },
};

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.removeItem('token');
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/\u00a0/g, ' '));

describe('reports', () => {
  it('asks for the period and grouping in the URL, shows rows and totals in reais, and exports with the session', async () => {
    const calls = mockApi((call) => (call.path.endsWith('/export') ? new Response('Tipo;Pedidos\n', { status: 200 }) : jsonResponse({ data: { ...REPORT, group: call.query.get('group') } })));
    const created = jest.fn(() => 'blob:relatorio');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    localStorage.setItem('token', 'test-token');
    renderWithProviders(<ReportsPage />, { route: '/admin/reports?from=2026-11-01&to=2026-11-30', preloadedState: authStateFor(makeUser('super_admin')) });

    const row = (await screen.findByText('Pizzaria')).closest('tr')!;
    expect(cells(row)).toEqual(['Pizzaria', '1.200', 'R$ 54.321,50', 'R$ 45,27', '3', '1']);
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ from: '2026-11-01', to: '2026-11-30', group: 'business_type' });
    expect(cells(screen.getByText('Total').closest('tr')!)[0]).toBe('Total');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agrupar por' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cidade' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toMatchObject({ group: 'city' }));
    expect(await screen.findByRole('columnheader', { name: 'Cidade' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === '/api/admin/reports/export')!;
    expect(Object.fromEntries(exported.query)).toEqual({ from: '2026-11-01', to: '2026-11-30', group: 'city', format: 'csv' });
    const request = (globalThis.fetch as jest.Mock).mock.calls.find(([input]) => String(input).includes('/export'))!;
    expect((request[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer test-token' });
  });

  it('a period that ends before it starts is said at once (the shared schema) and not asked for', async () => {
    const calls = mockApi(() => jsonResponse({ data: REPORT }));
    renderWithProviders(<ReportsPage />, { route: '/admin/reports?from=2026-11-30&to=2026-11-01', preloadedState: authStateFor(makeUser('super_admin')) });
    expect(await screen.findByText(REPORT_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});

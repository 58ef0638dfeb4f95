import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryStats } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { DeliveryStatsPage } from './delivery-stats-page';

const EMPTY_STAGE = { avg: null, median: null, p90: null };

function stats(period: { from: string; to: string }, delivered: boolean): DeliveryStats {
  if (!delivered) {
    return {
      period,
      totals: { delivered: 0, late: 0, late_share: null, accepted_to_out: EMPTY_STAGE, out_to_delivered: EMPTY_STAGE, placed_to_delivered: EMPTY_STAGE },
      per_day: [{ date: period.from, delivered: 0, late: 0 }],
      per_driver: [],
      per_zone: [],
    };
  }
  return {
    period,
    totals: {
      delivered: 4,
      late: 3,
      late_share: 0.75,
      accepted_to_out: { avg: 14.3, median: 13.5, p90: 18.5 },
      out_to_delivered: { avg: 27.5, median: 25, p90: 37 },
      placed_to_delivered: { avg: 46.8, median: 42.5, p90: 64 },
    },
    per_day: [
      { date: '2026-11-23', delivered: 1, late: 1 },
      { date: '2026-11-24', delivered: 3, late: 2 },
    ],
    per_driver: [
      { driver_id: 1, name: 'Pedro Moto', delivered: 2, median_out_to_delivered: 25, late_share: 0.5, cash_collected: 40 },
      { driver_id: null, name: 'Sem entregador', delivered: 2, median_out_to_delivered: 65, late_share: 1, cash_collected: 0 },
    ],
    per_zone: [
      { zone: 'Centro', delivered: 3, median_total: 41, late_share: 0.667, fee_total: 15.5 },
      { zone: null, delivered: 1, median_total: 35, late_share: 1, fee_total: 0 },
    ],
  };
}

function mockStats(delivered: boolean) {
  const calls: URLSearchParams[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (!/\/stores\/10\/delivery\/stats$/.test(url.pathname)) return jsonResponse({ message: 'Não encontrado' }, 404);
    calls.push(url.searchParams);
    const from = url.searchParams.get('from') ?? '2026-11-18';
    return jsonResponse({ data: stats({ from, to: url.searchParams.get('to') ?? '2026-11-24' }, delivered) });
  });
  return calls;
}

const renderPage = () => renderWithProviders(<DeliveryStatsPage />, { route: '/store/delivery/stats', preloadedState: authStateFor(makeUser('store_owner')) });
const card = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('DeliveryStatsPage', () => {
  it('asks for the last 7 days and shows the KPI cards, charts and the tables per driver and per zone', async () => {
    const calls = mockStats(true);
    renderPage();
    await screen.findByRole('region', { name: 'Entregas' });
    expect(Object.fromEntries(calls[0]!)).toEqual({ period: '7d' });
    expect(card('Entregas').getByText('4')).toBeInTheDocument();
    expect(card('Entregas').getByText('Pedido → entregue: 42,5 min (mediana)')).toBeInTheDocument();
    expect(card('Aceito → saiu').getByText('13,5 min')).toBeInTheDocument();
    expect(card('Aceito → saiu').getByText('Média 14,3 min · 90% até 18,5 min')).toBeInTheDocument();
    expect(card('Saiu → entregue').getByText('25 min')).toBeInTheDocument();
    expect(card('Atrasados').getByText('75%')).toBeInTheDocument();
    expect(card('Atrasados').getByText('3 de 4 entregas')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Entregas e atrasos por dia' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tempo de rota por entregador' })).toBeInTheDocument();

    const drivers = within(screen.getByRole('table', { name: 'Entregas por entregador' }));
    const pedro = within(drivers.getByRole('row', { name: /Pedro Moto/ }));
    expect(pedro.getByText('25 min')).toBeInTheDocument();
    expect(pedro.getByText('50%')).toBeInTheDocument();
    expect(pedro.getByText('R$ 40,00')).toBeInTheDocument();
    expect(within(drivers.getByRole('row', { name: /Sem entregador/ })).getByText('1 h 05 min')).toBeInTheDocument();

    const zones = within(screen.getByRole('table', { name: 'Entregas por zona' }));
    const centro = within(zones.getByRole('row', { name: /Centro/ }));
    expect(centro.getByText('41 min')).toBeInTheDocument();
    expect(centro.getByText('66,7%')).toBeInTheDocument();
    expect(centro.getByText('R$ 15,50')).toBeInTheDocument();
    expect(zones.getByRole('row', { name: /Sem zona/ })).toBeInTheDocument();
  });

  it('asks for the chosen chip and for custom dates', async () => {
    const user = userEvent.setup();
    const calls = mockStats(true);
    renderPage();
    await screen.findByRole('region', { name: 'Entregas' });
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ period: 'today' }));
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '30 dias' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ period: '30d' }));
    await user.click(screen.getByRole('button', { name: 'Personalizado' }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-10-15' } });
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ period: 'custom', from: '2026-10-01', to: '2026-10-15' }));
    expect(await screen.findByText('01/10 a 15/10')).toBeInTheDocument();
  });

  it('shows "Nenhuma entrega no período" without charts when nothing was delivered', async () => {
    mockStats(false);
    renderPage();
    expect(await screen.findByText('Nenhuma entrega no período')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Entregas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the API’s message with a retry when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ message: 'Período inválido.', errors: { period: ['Período inválido.'] } }, 422));
    renderPage();
    expect(await screen.findByText('Período inválido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

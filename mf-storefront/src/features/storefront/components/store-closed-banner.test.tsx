import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { makeStore } from '../test-fixtures';
import { StoreBanner } from './store-banner';
import { StoreClosedBanner } from './store-closed-banner';

// 2026-11-26 is a Thursday; São Paulo is UTC-3.
const THURSDAY = new Date('2026-11-26T10:00:00-03:00');

describe('StoreClosedBanner: a closed store says when it opens, at the top', () => {
  it('"Fechado · abre terça às 18:00"; a store that schedules invites the customer to schedule', () => {
    const { rerender } = render(<StoreClosedBanner store={makeStore({ isOpen: false, opensAt: '2026-12-01T21:00:00.000Z' })} now={THURSDAY} />);
    expect(screen.getByTestId('store-closed')).toHaveTextContent(/^Fechado · abre terça às 18:00$/);
    rerender(<StoreClosedBanner store={makeStore({ isOpen: false, opensAt: '2026-11-26T21:00:00.000Z', scheduling: { maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30, holidays: [] } })} now={THURSDAY} />);
    expect(screen.getByTestId('store-closed')).toHaveTextContent('Fechado · abre hoje às 18:00 · Agende seu pedido para quando a loja estiver aberta');
  });

  it('the server’s words win when the store data has them (the same on the server-rendered page and after hydration)', () => {
    render(<StoreClosedBanner store={makeStore({ isOpen: false, opensAt: '2026-12-01T21:00:00.000Z', closedText: 'Fechado · abre amanhã às 18:00' })} now={THURSDAY} />);
    expect(screen.getByTestId('store-closed')).toHaveTextContent(/^Fechado · abre amanhã às 18:00$/);
  });

  it('nothing while open, and the pause banner instead of it while paused', () => {
    render(<StoreBanner store={makeStore({ isOpen: true })} />);
    expect(screen.queryByTestId('store-closed')).toBeNull();
    render(<StoreBanner store={makeStore({ isOpen: false, opensAt: null, ordersPaused: { text: 'Pedidos pausados', message: null, reopensAt: null } })} />);
    expect(screen.queryByTestId('store-closed')).toBeNull();
    expect(screen.getByTestId('orders-paused')).toBeInTheDocument();
  });

  it('is in the server-rendered banner', () => {
    const html = renderToString(<StoreBanner store={makeStore({ isOpen: false, opensAt: null })} />);
    expect(html).toContain('data-testid="store-closed"');
    expect(html).toContain('Fechado');
  });
});

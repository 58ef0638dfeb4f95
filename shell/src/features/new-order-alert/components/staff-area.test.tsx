import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTheme } from '@mui/material/styles';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { ALERT_DOCK_HEIGHT_VAR } from '../lib/alert-dock';
import { StaffArea } from './staff-area';

/** jsdom has no layout: the dock's height comes from a stubbed getBoundingClientRect and a manual ResizeObserver. */
let dockHeight = 0;
let resized: () => void = () => undefined;

beforeEach(() => {
  dockHeight = 56;
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } }));
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.dataset.testid === 'alert-dock' ? dockHeight : 0;
    return { x: 0, y: 0, width: 0, height, top: 0, left: 0, right: 0, bottom: height, toJSON: () => ({}) } as DOMRect;
  });
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resized = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => jest.restoreAllMocks());

function renderArea(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<StaffArea />}>
        <Route path="/store/*" element={<button type="button">Aceitar pedido</button>} />
        <Route path="/pdv-standalone/*" element={<button type="button">Pagar</button>} />
      </Route>
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('attendant')) },
  );
}

describe('StaffArea', () => {
  it.each(['/store/orders/kanban', '/pdv-standalone/caixa'])('puts the new-order alert on %s', (route) => {
    renderArea(route);
    expect(screen.getByRole('region', { name: 'Alerta de novos pedidos' })).toBeInTheDocument();
  });

  it("reserves the dock's height under the page, and follows it when the dock grows or shrinks", () => {
    renderArea('/store/orders/kanban');
    const page = screen.getByTestId('staff-page');
    expect(getComputedStyle(page).paddingBottom).toBe('56px');
    expect(document.documentElement.style.getPropertyValue(ALERT_DOCK_HEIGHT_VAR)).toBe('56px');
    dockHeight = 180; // two notices and the 'aguardando aceite' button
    act(() => resized());
    expect(getComputedStyle(page).paddingBottom).toBe('180px');
    expect(document.documentElement.style.getPropertyValue(ALERT_DOCK_HEIGHT_VAR)).toBe('180px');
  });

  it('stays below dialogs (their actions are never under it) and lets clicks through its empty area', () => {
    renderArea('/store/orders/kanban');
    const dock = screen.getByTestId('alert-dock');
    const style = getComputedStyle(dock);
    expect(Number(style.zIndex)).toBeLessThan(createTheme().zIndex.modal);
    expect(style.pointerEvents).toBe('none');
    expect(getComputedStyle(screen.getByRole('region', { name: 'Alerta de novos pedidos' })).pointerEvents).toBe('auto');
  });
});

import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type RootState } from '@comanda/shared/state';
import { AppProviders } from '../ui/app-providers';

export type ProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  route?: string;
};

/** Renders with the real store, theme, toasts and a MemoryRouter at `route`. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', ...options }: ProvidersOptions = {}) {
  const store = createAppStore(preloadedState);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { store, ...result };
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchSummary } from '@comanda/shared/domain';
import { selectActiveStoreId, useActiveStoreId } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { StoreSwitcher } from './store-switcher';

jest.setTimeout(60_000);

const MOEMA: BranchSummary = { id: 16, name: 'Bella Napoli - Moema', slug: 'bella-napoli-moema', city: 'São Paulo', is_active: true, staff_count: 1, orders_today: 0 };

function mockBranches(branches: BranchSummary[]) {
  const paths: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    paths.push(path);
    return path.endsWith('/branches') ? jsonResponse({ data: branches }) : jsonResponse({ message: 'not found' }, 404);
  });
  return paths;
}

/** What a screen would call the API with. */
function ActiveStore() {
  return <output aria-label="loja ativa">{useActiveStoreId()}</output>;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('StoreSwitcher', () => {
  it('lets the owner of a store with branches switch to a branch; the choice is kept', async () => {
    const paths = mockBranches([MOEMA]);
    const { store } = renderWithProviders(
      <>
        <StoreSwitcher />
        <ActiveStore />
      </>,
      { preloadedState: authStateFor(makeUser('store_owner', { id: 7, store_id: 10, branch_id: null })) },
    );
    const select = await screen.findByRole('combobox', { name: 'Loja' });
    expect(paths).toEqual(['/api/stores/10/branches']);
    expect(select).toHaveTextContent('Loja principal');
    expect(screen.getByRole('status', { name: 'loja ativa' })).toHaveTextContent('10');

    await userEvent.click(select);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bella Napoli - Moema' }));
    await waitFor(() => expect(selectActiveStoreId(store.getState())).toBe(16));
    expect(screen.getByRole('status', { name: 'loja ativa' })).toHaveTextContent('16');
    expect(localStorage.getItem('active_store_id')).toBe('7:16');
  });

  it("gives way in a phone's top bar: no minimum width below md, the store's name ends in '…'", async () => {
    mockBranches([MOEMA]);
    renderWithProviders(<StoreSwitcher />, { preloadedState: authStateFor(makeUser('store_owner', { id: 7, store_id: 10, branch_id: null })) });
    const select = await screen.findByRole('combobox', { name: 'Loja' });
    // The 180 px minimum is in a min-width: 900px media query, which jsdom does not apply: what is left is the phone's.
    expect(getComputedStyle(select.closest('.MuiTextField-root')!).minWidth).toMatch(/^0(px)?$/);
    expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
  });

  it('shows a long branch name in one line ending in an ellipsis', () => {
    renderWithProviders(<StoreSwitcher />, {
      preloadedState: authStateFor(makeUser('attendant', { store_id: 10, branch_id: 16, branch_name: 'Bella Napoli - Moema' })),
    });
    const label = screen.getByTestId('active-branch');
    expect(getComputedStyle(label).minWidth).toMatch(/^0(px)?$/);
    const name = screen.getByText('Bella Napoli - Moema');
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
  });

  it('is hidden for a store without branches', async () => {
    const paths = mockBranches([]);
    renderWithProviders(<StoreSwitcher />, { preloadedState: authStateFor(makeUser('store_owner', { store_id: 10 })) });
    await waitFor(() => expect(paths).toEqual(['/api/stores/10/branches']));
    expect(screen.queryByRole('combobox', { name: 'Loja' })).not.toBeInTheDocument();
  });

  it('shows branch-scoped staff just their branch, without asking the API', () => {
    const paths = mockBranches([MOEMA]);
    renderWithProviders(
      <>
        <StoreSwitcher />
        <ActiveStore />
      </>,
      { preloadedState: authStateFor(makeUser('attendant', { store_id: 10, branch_id: 16, branch_name: 'Bella Napoli - Moema' })) },
    );
    expect(screen.getByTestId('active-branch')).toHaveTextContent('Bella Napoli - Moema');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'loja ativa' })).toHaveTextContent('16');
    expect(paths).toEqual([]);
  });

  it('falls back to the main store when the stored choice is no longer one of its branches', async () => {
    mockBranches([MOEMA]);
    const state = authStateFor(makeUser('store_admin', { id: 7, store_id: 10 }));
    const { store } = renderWithProviders(<StoreSwitcher />, { preloadedState: { auth: { ...state.auth, activeStoreId: 99 } } });
    await screen.findByRole('combobox', { name: 'Loja' });
    await waitFor(() => expect(selectActiveStoreId(store.getState())).toBe(10));
  });
});

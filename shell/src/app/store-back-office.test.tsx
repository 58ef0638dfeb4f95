import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@comanda/shared/domain';
import { selectSupportStore, type SupportStore } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { RequireAdmin } from '@comanda/shared/ui';
import { BackOfficeLayout } from './back-office-layout';
import { LeavesSupportMode } from '../features/support-mode/leaves-support-mode';
import { RequireBackOffice } from '../features/support-mode/require-back-office';

const BELLA: SupportStore = { id: 7, name: 'Pizzaria Bella Napoli' };

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

function BackOffice() {
  const navigate = useNavigate();
  return (
    <>
      <p>painel da loja</p>
      <button type="button" onClick={() => navigate('/admin/stores/7')}>
        Sair
      </button>
    </>
  );
}

function renderAt(route: string, role: Role, supportStore: SupportStore | null = null) {
  const { auth } = authStateFor(makeUser(role));
  return renderWithProviders(
    <Routes>
      <Route element={<RequireBackOffice />}>
        <Route element={<BackOfficeLayout />}>
          <Route path="/store/*" element={<BackOffice />} />
        </Route>
      </Route>
      <Route element={<RequireAdmin />}>
        <Route element={<LeavesSupportMode />}>
          <Route path="/admin/*" element={<Where />} />
        </Route>
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, preloadedState: { auth: { ...auth, supportStore, activeStoreId: supportStore?.id ?? null } } },
  );
}

beforeEach(() => {
  localStorage.clear();
  // The staff's new-order alert asks for the pending orders.
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } }));
});
afterEach(() => jest.restoreAllMocks());

describe('the /store guard', () => {
  it('admits a super_admin who chose a store for support mode, without the new-order alert', () => {
    renderAt('/store/dashboard', 'super_admin', BELLA);
    expect(screen.getByText('painel da loja')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alerta de novos pedidos' })).not.toBeInTheDocument();
  });

  it('refuses a super_admin without a support store', () => {
    renderAt('/store/dashboard', 'super_admin');
    expect(screen.getByText('em /403')).toBeInTheDocument();
  });

  it.each<Role>(['store_owner', 'store_admin', 'attendant'])('admits %s with the new-order alert', (role) => {
    renderAt('/store/dashboard', role);
    expect(screen.getByText('painel da loja')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alerta de novos pedidos' })).toBeInTheDocument();
  });

  it('refuses a customer, even with a support store left in the state', () => {
    renderAt('/store/dashboard', 'customer', BELLA);
    expect(screen.getByText('em /403')).toBeInTheDocument();
  });
});

describe('leaving support mode', () => {
  it('ends on the way back to the admin area, which the admin reaches without a detour to the 403 page', async () => {
    localStorage.setItem('support_store', JSON.stringify({ user_id: 1, ...BELLA }));
    const { store } = renderAt('/store/dashboard', 'super_admin', BELLA);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('em /admin/stores/7')).toBeInTheDocument();
    await waitFor(() => expect(selectSupportStore(store.getState())).toBeNull());
    expect(store.getState().auth.activeStoreId).toBeNull();
    expect(localStorage.getItem('support_store')).toBeNull();
    expect(screen.getByText('em /admin/stores/7')).toBeInTheDocument();
  });
});

import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { GuestOnly, RequireAdmin, RequireAuth, RequireRoles, RequireStoreAccess } from './guards';

function Where() {
  const location = useLocation();
  return <p>em {location.pathname}</p>;
}

function routes(guarded: ReactElement) {
  return (
    <Routes>
      <Route path="/area" element={guarded} />
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

const Page = () => <p>conteúdo protegido</p>;

function renderAs(role: Role | null, guarded: ReactElement) {
  return renderWithProviders(routes(guarded), { route: '/area', preloadedState: authStateFor(role ? makeUser(role) : null) });
}

describe('route guards', () => {
  beforeEach(() => localStorage.clear());

  it('RequireAuth sends guests to /login', () => {
    renderAs(null, <RequireAuth><Page /></RequireAuth>);
    expect(screen.getByText('em /login')).toBeInTheDocument();
  });

  it('RequireAuth first restores the session when a token is stored', async () => {
    localStorage.setItem('token', 'stored');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(makeUser('customer')));
    renderAs(null, <RequireAuth><Page /></RequireAuth>);
    expect(await screen.findByText('conteúdo protegido')).toBeInTheDocument();
    expect((fetchMock.mock.calls[0]![0] as Request).url).toMatch(/\/api\/user$/);
    fetchMock.mockRestore();
  });

  it.each<[Role, boolean]>([
    ['super_admin', true],
    ['store_owner', false],
    ['customer', false],
  ])('RequireAdmin lets %s in: %s (others go to landing)', (role, allowed) => {
    renderAs(role, <RequireAdmin><Page /></RequireAdmin>);
    if (allowed) expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
    else expect(screen.getByText('em /')).toBeInTheDocument();
  });

  it.each<[Role, boolean]>([
    ['store_owner', true],
    ['store_admin', true],
    ['attendant', false],
    ['customer', false],
  ])('RequireStoreAccess lets %s in: %s (others go to landing)', (role, allowed) => {
    renderAs(role, <RequireStoreAccess><Page /></RequireStoreAccess>);
    if (allowed) expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
    else expect(screen.getByText('em /')).toBeInTheDocument();
  });

  it('RequireRoles sends other roles to the 403 page', () => {
    renderAs('customer', <RequireRoles roles={['attendant', 'store_owner']}><Page /></RequireRoles>);
    expect(screen.getByText('em /403')).toBeInTheDocument();
  });

  it('RequireRoles lets listed roles in', () => {
    renderAs('attendant', <RequireRoles roles={['attendant', 'store_owner']}><Page /></RequireRoles>);
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  });

  it.each<[Role | null, string]>([
    ['super_admin', 'em /admin/dashboard'],
    ['store_owner', 'em /store/dashboard'],
    ['store_admin', 'em /store/dashboard'],
    ['attendant', 'em /store/dashboard'],
    ['customer', 'em /customer/dashboard'],
  ])('GuestOnly sends %s to their dashboard', async (role, where) => {
    renderAs(role, <GuestOnly><Page /></GuestOnly>);
    await waitFor(() => expect(screen.getByText(where)).toBeInTheDocument());
  });

  it('GuestOnly lets guests in', () => {
    renderAs(null, <GuestOnly><Page /></GuestOnly>);
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
  });
});

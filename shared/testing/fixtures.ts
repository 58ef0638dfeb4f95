import type { AuthUser, Role } from '@comanda/shared/domain';
import { initialAuthState, type AuthState } from '@comanda/shared/state';

export function makeUser(role: Role, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Usuário Teste',
    email: `${role}@teste.com.br`,
    phone: '11999998888',
    role,
    store_id: role === 'customer' || role === 'super_admin' ? null : 10,
    ...overrides,
  };
}

/** Preloaded auth state for a logged-in user (or a finished check with no user). */
export function authStateFor(user: AuthUser | null): { auth: AuthState } {
  return {
    auth: user
      ? { ...initialAuthState, user, token: 'test-token', isAuthenticated: true, isLoading: false }
      : { ...initialAuthState, isLoading: false },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// Module Federation at runtime: a missing remote degrades to a fallback, retry works, singletons are shared.
import type { Page } from 'playwright-core';
import { browserTest, saveScreen } from '../support/browser-test';
import { DEMO_PASSWORD, DEMO_USERS, LANDING_HEADING, expectHeading, fillLogin, loginAs, logout, storage, waitForPath } from '../support/app';

const FALLBACK_TITLE = /^Não foi possível carregar/;

async function expectFallback(page: Page): Promise<void> {
  await page.getByText(FALLBACK_TITLE).first().waitFor();
  await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
}

describe('remoto indisponível', () => {
  browserTest('sem os arquivos do mf-admin: fallback em português, as outras áreas funcionam, e "Tentar novamente" carrega', async ({ page, context }) => {
    const blocked = '**/remotes/mf-admin/**';
    let aborted = 0;
    await context.route(blocked, (route) => {
      aborted += 1;
      return route.abort('connectionrefused');
    });

    await page.goto('/login');
    await fillLogin(page, DEMO_USERS.super_admin.email, DEMO_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
    await expectFallback(page);
    expect(aborted).toBeGreaterThan(0);
    await saveScreen(page, 'remote-fallback-admin');

    // The shell and the other remotes keep working in the same context.
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await waitForPath(page, '/');
    await expectHeading(page, LANDING_HEADING);
    await page.goto('/customer/dashboard');
    await expectHeading(page, 'Minha conta');
    await logout(page);
    await waitForPath(page, '/login');
    // Through the landing page: the /login reached by logging out inside /customer keeps /customer/dashboard as the
    // post-login target (history state), and so does reloading that same URL (see the report).
    await page.goto('/');
    await loginAs(page, 'store_owner');
    await page.goto('/loja/pizzaria-bella-napoli');
    await page.getByTestId('product-card').first().waitFor();
    await page.goto('/store/dashboard');
    await expectHeading(page, 'Painel da loja');
    await logout(page);
    await waitForPath(page, '/login');
    await page.goto('/');

    // Back as the admin: still the fallback; the files come back; "Tentar novamente" loads the remote in place.
    await page.goto('/login');
    await fillLogin(page, DEMO_USERS.super_admin.email, DEMO_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
    await expectFallback(page);
    await context.unroute(blocked);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectHeading(page, 'Painel da plataforma');
    expect(await page.getByText(FALLBACK_TITLE).count()).toBe(0);
  });

  browserTest('mf-customer respondendo 404: fallback na área do cliente, página inicial funciona, retry carrega', async ({ page, context }) => {
    const blocked = '**/remotes/mf-customer/**';
    await context.route(blocked, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/login');
    await fillLogin(page, DEMO_USERS.customer.email, DEMO_PASSWORD);
    await waitForPath(page, '/customer/dashboard');
    await expectFallback(page);
    await expect(page.getByText('Não foi possível carregar a área do cliente').count()).resolves.toBe(1);

    await page.goto('/');
    await expectHeading(page, LANDING_HEADING);
    await page.getByRole('link', { name: 'Ir para o meu painel' }).click();
    await waitForPath(page, '/customer/dashboard');
    await expectFallback(page);

    await context.unroute(blocked);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectHeading(page, 'Minha conta');
  });
});

// What must be one instance (shared/build/mf-shared.cjs): MUI's theme and emotion's cache, and the core MUI
// components as one module (shared/ui/mui, so their styling code is downloaded once), not the rest of MUI; the Redux
// store and its contexts (shared/state), not the pure domain code or the design-system primitives.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@mui/material/styles',
  '@emotion/react',
  '@emotion/styled',
  'yup',
  '@comanda/shared/state',
  '@comanda/shared/ui/mui',
];

type ShareRow = { scope: string; pkg: string; version: string; from: string; loaded: boolean; useIn: string[] };

describe('singletons', () => {
  browserTest('shell e remoto usam uma só cópia de React/router/Redux/MUI/shared; o remoto lê o store Redux da shell', async ({ page }) => {
    // A stand-in for the React DevTools hook: every react-dom copy that boots registers one renderer here.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      };
    });
    await loginAs(page, 'store_owner');

    const { rows, instances, renderers } = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; useIn?: string[] };
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, Record<string, Share>> }>; __INSTANCES__: { name: string }[] } }).__FEDERATION__;
      const list: ShareRow[] = [];
      for (const [scope, scopes] of Object.entries(federation.__SHARE__)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, share] of Object.entries(versions)) {
            list.push({ scope, pkg, version, from: share.from, loaded: Boolean(share.loaded), useIn: share.useIn ?? [] });
          }
        }
      }
      const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return { rows: list, instances: federation.__INSTANCES__.map((instance) => instance.name), renderers: hook.renderers.size };
    });

    expect(instances).toEqual(expect.arrayContaining(['shell', 'mf_store']));
    for (const pkg of SINGLETONS) {
      const provided = rows.filter((row) => row.pkg === pkg);
      expect({ pkg, versions: [...new Set(provided.map((row) => row.version))] }).toEqual({ pkg, versions: [expect.any(String)] });
      expect({ pkg, from: [...new Set(provided.map((row) => row.from))] }).toEqual({ pkg, from: ['shell'] });
    }
    // The remote really consumed the shell's copies (not a bundled fallback of its own).
    for (const pkg of ['react/jsx-runtime', 'react-router-dom', '@emotion/react', '@comanda/shared/state', '@comanda/shared/ui/mui']) {
      const row = rows.find((candidate) => candidate.pkg === pkg);
      expect({ pkg, useIn: row?.useIn }).toEqual({ pkg, useIn: expect.arrayContaining(['shell', 'mf_store']) });
    }
    // One react-dom booted in the page.
    expect(renderers).toBe(1);

    // The user menu is drawn by the remote's layout from the shell's Redux store.
    const stored = await storage(page);
    const user = JSON.parse(stored.user ?? '{}') as { name?: string };
    expect(user.name).toBeTruthy();
    await page.getByRole('banner').getByRole('button', { name: `Menu do usuário ${user.name}` }).waitFor();
    await page.getByRole('button', { name: `Menu do usuário ${user.name}` }).click();
    await page.getByRole('menu').getByText(user.name as string, { exact: true }).waitFor();
  });
});

describe('sessão no navegador', () => {
  browserTest('após o login: localStorage com token, user, user_id e store_id (equipe) e evento user-authenticated com {userId}', async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('user-authenticated', (event) => {
        const detail = (event as CustomEvent).detail as unknown;
        const seen = JSON.parse(window.sessionStorage.getItem('e2e-auth-events') ?? '[]') as unknown[];
        window.sessionStorage.setItem('e2e-auth-events', JSON.stringify([...seen, detail]));
      });
    });
    await loginAs(page, 'store_owner');
    const stored = await storage(page);
    expect(stored.token).toEqual(expect.any(String));
    expect((stored.token ?? '').length).toBeGreaterThan(10);
    const user = JSON.parse(stored.user ?? 'null') as { id: number; email: string; role: string; store_id: number | null };
    expect(user).toMatchObject({ email: DEMO_USERS.store_owner.email, role: 'store_owner' });
    expect(stored.user_id).toBe(String(user.id));
    expect(stored.store_id).toBe(String(user.store_id));
    expect(user.store_id).toEqual(expect.any(Number));

    const events = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('e2e-auth-events') ?? '[]') as unknown[]);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]).toEqual({ userId: user.id });
  });

  browserTest('cliente: localStorage sem store_id', async ({ page }) => {
    await loginAs(page, 'customer');
    const stored = await storage(page);
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: DEMO_USERS.customer.email, role: 'customer' });
    expect(stored.user_id).toBeTruthy();
    expect(stored.store_id).toBeNull();
  });

  browserTest('logout pelo menu do usuário limpa token, user, user_id e store_id e volta a ser visitante', async ({ page }) => {
    await loginAs(page, 'store_owner');
    expect(Object.values(await storage(page)).every((value) => value !== null)).toBe(true);
    await logout(page);
    await waitForPath(page, '/login');
    await page.waitForFunction(() => ['token', 'user', 'user_id', 'store_id'].every((key) => window.localStorage.getItem(key) === null));
    expect(await storage(page)).toEqual({ token: null, user: null, user_id: null, store_id: null });

    // A guest again: guest-only pages open, protected ones send to /login, the landing offers "Entrar".
    await page.goto('/register');
    await waitForPath(page, '/register');
    await page.getByRole('button', { name: 'Cadastrar' }).waitFor();
    await page.goto('/store/dashboard');
    await waitForPath(page, '/login');
    await page.goto('/');
    await expectHeading(page, LANDING_HEADING);
    await page.getByRole('link', { name: 'Entrar', exact: true }).waitFor();
  });
});

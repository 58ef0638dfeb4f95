// Page helpers phrased in what a user sees: labels, roles and Portuguese text (no CSS classes).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { baseURL } from './browser-test';
import { ENV, sharedValue } from './env';
import { linkInMailTo } from './mail';

export const DEMO_PASSWORD = 'Comanda@123';

export const DEMO_USERS = {
  super_admin: { email: 'admin@comanda.app', dashboard: '/admin/dashboard', heading: 'Painel da plataforma' },
  store_owner: { email: 'dono@bellanapoli.com.br', dashboard: '/store/dashboard', heading: 'Painel da loja' },
  store_admin: { email: 'gerente@bellanapoli.com.br', dashboard: '/store/dashboard', heading: 'Painel da loja' },
  attendant: { email: 'atendente@bellanapoli.com.br', dashboard: '/store/dashboard', heading: 'Painel da loja' },
  customer: { email: 'cliente@comanda.app', dashboard: '/customer/dashboard', heading: 'Minha conta' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

export const LANDING_HEADING = 'Pedidos online e delivery para o seu negócio de alimentação';

/** Waits until the SPA's location has this pathname (and, when given, this search). */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).first().waitFor({ state: 'visible' });
}

export async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens /login and logs in; with a role, waits for that role's dashboard. */
export async function loginAs(page: Page, role: DemoRole, { open = true }: { open?: boolean } = {}): Promise<void> {
  const user = DEMO_USERS[role];
  if (open) await page.goto('/login');
  await fillLogin(page, user.email, DEMO_PASSWORD);
  await waitForPath(page, user.dashboard);
  await expectHeading(page, user.heading);
}

export async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const keys = ['token', 'user', 'user_id', 'store_id'];
    return Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)]));
  });
}

/** Opens the user menu (its button is labelled "Menu do usuário <name>"), clicks "Sair" and waits for the page reload. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  const reloaded = page.waitForEvent('load'); // a successful logout reloads the page (spec section 3)
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await reloaded;
}

/** The platform's output (pino JSON lines). */
export function platformLog(): string {
  return readFileSync(sharedValue(ENV.platformLog), 'utf8');
}

/** The reset link mailed to this e-mail (the newest one), read from the local SMTP server of the run. */
export async function waitForResetLink(email: string, timeoutMs = 15_000): Promise<string> {
  return linkInMailTo(email, /\/reset-password\?token=/, { matching: /Redefinição de senha/, timeoutMs });
}

let sequence = 0;
/** A unique e-mail per call: tests share one database. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@teste.comanda.app`;
}

/** A new customer through POST /api/register, living on Avenida Paulista 900 (CEP 01310-100). */
export async function registerCustomer(email: string, password: string, name = 'Paulo Redefinição'): Promise<void> {
  const response = await fetch(`${baseURL()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name,
      email,
      phone: '(11) 91234-5678',
      cep: '01310-100',
      address: 'Avenida Paulista',
      number: '900',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      password,
      password_confirmation: password,
    }),
  });
  if (!response.ok) throw new Error(`cadastro via API falhou: ${response.status} ${await response.text()}`);
}

/** A bearer token for a demo account, straight from the API (for arranging state before a browser step). */
export async function apiToken(baseUrl: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS[role].email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${role}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The suite shares one platform: orders other tests placed are still pending in the demo pizzeria, and its
 * staff have their notifications. A test that counts either starts from a clean slate with this.
 */
export async function settleStoreInbox(baseUrl: string, slug = 'pizzaria-bella-napoli'): Promise<void> {
  const token = await apiToken(baseUrl, 'store_owner');
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const store = (await (await fetch(`${baseUrl}/api/stores/${slug}`)).json()) as { data: { id: number } };
  const pending = (await (await fetch(`${baseUrl}/api/stores/${store.data.id}/orders?status=pending&per_page=100`, { headers: auth })).json()) as { data: { id: number }[] };
  for (const order of pending.data) {
    await fetch(`${baseUrl}/api/stores/${store.data.id}/orders/${order.id}/status`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ status: 'cancelled', reason: 'Pedido de teste encerrado' }),
    });
  }
  await fetch(`${baseUrl}/api/notifications/mark-all-read`, { method: 'POST', headers: auth });
}

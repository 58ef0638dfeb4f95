import type { Role } from '@comanda/shared/domain';

export const DEMO_PASSWORD = 'Comanda@123';

export type DemoLogin = { email: string; role: Role; password: string; store?: string };

/** Every demo account (README and start banner print this table). */
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'admin@comanda.app', role: 'super_admin', password: DEMO_PASSWORD },
  { email: 'dono@bellanapoli.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'gerente@bellanapoli.com.br', role: 'store_admin', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'atendente@bellanapoli.com.br', role: 'attendant', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'dono@burgerhouse.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'burger-house' },
  { email: 'atendente@burgerhouse.com.br', role: 'attendant', password: DEMO_PASSWORD, store: 'burger-house' },
  { email: 'dono@acaidapraia.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'acai-da-praia' },
  { email: 'cliente@comanda.app', role: 'customer', password: DEMO_PASSWORD },
  { email: 'joao@cliente.com.br', role: 'customer', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
];

export function formatDemoLogins(logins: DemoLogin[] = DEMO_LOGINS): string {
  const rows = logins.map((l) => [l.role, l.email, l.password, l.store ?? '-']);
  const header = ['perfil', 'e-mail', 'senha', 'loja'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

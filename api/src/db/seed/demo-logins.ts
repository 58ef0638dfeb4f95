import type { Role } from '@comanda/shared/domain';

export const DEMO_PASSWORD = 'Comanda@123';

export type DemoLogin = { email: string; role: Role; password: string; store?: string };

/** Every demo account (README and start banner print this table). */
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'admin@comanda.app', role: 'super_admin', password: DEMO_PASSWORD },
  { email: 'dono@bellanapoli.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'gerente@bellanapoli.com.br', role: 'store_admin', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'atendente@bellanapoli.com.br', role: 'attendant', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'entregador@bellanapoli.com.br', role: 'driver', password: DEMO_PASSWORD, store: 'pizzaria-bella-napoli' },
  { email: 'dono@burgerhouse.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'burger-house' },
  { email: 'atendente@burgerhouse.com.br', role: 'attendant', password: DEMO_PASSWORD, store: 'burger-house' },
  { email: 'dono@acaidapraia.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'acai-da-praia' },
  { email: 'dono@sabormineiro.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'sabor-mineiro' },
  { email: 'dono@gelatotropical.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'gelato-tropical' },
  { email: 'dono@bardoze.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'bar-do-ze' },
  { email: 'dono@lanchonetedaesquina.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'lanchonete-da-esquina' },
  { email: 'dono@cafegraonobre.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'cafe-grao-nobre' },
  { email: 'dono@padariapaodourado.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'padaria-pao-dourado' },
  { email: 'dono@doceencanto.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'doce-encanto' },
  { email: 'dono@pastelariadojapa.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'pastelaria-do-japa' },
  { email: 'dono@churrascariafogogaucho.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'churrascaria-fogo-gaucho' },
  { email: 'dono@marmitasdavovo.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'marmitas-da-vovo' },
  { email: 'dono@saborsobrerodas.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'sabor-sobre-rodas' },
  { email: 'dono@novaloja.com.br', role: 'store_owner', password: DEMO_PASSWORD, store: 'nova-loja' },
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

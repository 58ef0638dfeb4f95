import type { Role } from '@comanda/shared/domain';
import { DEMO_LOGINS } from './demo-logins';

export type DemoUser = {
  email: string;
  name: string;
  role: Role;
  /** Store slug: membership for staff, storefront of registration for customers. */
  store?: string;
  phone?: string;
  cep?: string;
  address?: string;
  number?: string;
  district?: string;
  city?: string;
  state?: string;
};

const PROFILES: Record<string, Omit<DemoUser, 'email' | 'role' | 'store'>> = {
  'admin@comanda.app': { name: 'Admin Comanda', phone: '11900000000' },
  'dono@bellanapoli.com.br': { name: 'Giuseppe Rossi', phone: '11911112222' },
  'gerente@bellanapoli.com.br': { name: 'Carla Mendes', phone: '11922223333' },
  'atendente@bellanapoli.com.br': { name: 'Lucas Pereira', phone: '11933334444' },
  'entregador@bellanapoli.com.br': { name: 'Diego Santos', phone: '11945678901' },
  'dono@burgerhouse.com.br': { name: 'Rafael Costa', phone: '21944445555' },
  'atendente@burgerhouse.com.br': { name: 'Bianca Lima', phone: '21955556666' },
  'dono@acaidapraia.com.br': { name: 'Marina Souza', phone: '48966667777' },
  'dono@sabormineiro.com.br': { name: 'Dona Lúcia Andrade', phone: '31911223344' },
  'dono@gelatotropical.com.br': { name: 'Iracema Nogueira', phone: '85922334455' },
  'dono@bardoze.com.br': { name: 'José Carlos Ferreira', phone: '11933445566' },
  'dono@lanchonetedaesquina.com.br': { name: 'Paulo Kowalski', phone: '41944556677' },
  'dono@cafegraonobre.com.br': { name: 'Helena Prado', phone: '19955667788' },
  'dono@padariapaodourado.com.br': { name: 'Ernesto Schmidt', phone: '51966778899' },
  'dono@doceencanto.com.br': { name: 'Juliana Cavalcanti', phone: '81977889900' },
  'dono@pastelariadojapa.com.br': { name: 'Kenji Tanaka', phone: '11988990011' },
  'dono@churrascariafogogaucho.com.br': { name: 'Rodrigo Bertolini', phone: '61999001122' },
  'dono@marmitasdavovo.com.br': { name: 'Conceição Santos', phone: '71910111213' },
  'dono@saborsobrerodas.com.br': { name: 'Thiago Vieira', phone: '27912131415' },
  'dono@novaloja.com.br': { name: 'Renata Oliveira', phone: '11913141516' },
  'cliente@comanda.app': {
    name: 'Maria Cliente',
    phone: '11987654321',
    cep: '01310100',
    address: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  'joao@cliente.com.br': {
    name: 'João Silva',
    phone: '11976543210',
    cep: '04538133',
    address: 'Avenida Brigadeiro Faria Lima',
    number: '3477',
    district: 'Itaim Bibi',
    city: 'São Paulo',
    state: 'SP',
  },
};

export const DEMO_USERS: DemoUser[] = DEMO_LOGINS.map((login) => ({
  email: login.email,
  role: login.role,
  store: login.store,
  ...(PROFILES[login.email] ?? { name: login.email }),
}));

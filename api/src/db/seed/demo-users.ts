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
  'dono@burgerhouse.com.br': { name: 'Rafael Costa', phone: '21944445555' },
  'atendente@burgerhouse.com.br': { name: 'Bianca Lima', phone: '21955556666' },
  'dono@acaidapraia.com.br': { name: 'Marina Souza', phone: '48966667777' },
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

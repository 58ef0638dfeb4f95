import type { NavGroup, Screen } from '@comanda/shared/ui';

/** Every screen of /customer/* (spec section 2). */
export const CUSTOMER_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Minha conta', description: 'Seus pedidos recentes e atalhos.' },
  { path: 'profile', title: 'Meu perfil', description: 'Seus dados e endereços de entrega.' },
  { path: 'orders/history', title: 'Histórico de pedidos' },
  { path: 'orders/active', title: 'Pedidos em andamento', description: 'Acompanhe seus pedidos ao vivo.' },
  { path: 'orders/create', title: 'Pedir novamente' },
  { path: 'orders/:id', title: 'Detalhes do pedido' },
  { path: 'reviews', title: 'Minhas avaliações' },
];

export function customerNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    {
      items: [
        link('Início', 'dashboard'),
        link('Pedidos em andamento', 'orders/active'),
        link('Histórico', 'orders/history'),
        link('Avaliações', 'reviews'),
        link('Meu perfil', 'profile'),
      ],
    },
  ];
}

import type { NavGroup, Screen } from '@comanda/shared/ui';
import { NotificationsPage } from './features/notifications/notifications-page';
import { OrderDetailsScreen, OrdersKanbanScreen, OrdersListScreen } from './features/orders';

/** Every screen of /store/* (spec section 2). Later issues replace placeholders with features. */
export const STORE_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Painel da loja', description: 'Resumo de vendas, pedidos em andamento e indicadores do dia.' },
  { path: 'profile', title: 'Perfil da loja', description: 'Nome, logo, cores, contato e endereço da loja.', access: 'manager' },
  { path: 'settings', title: 'Configurações', description: 'Horários, entrega, chave PIX, exibição do cardápio.', access: 'manager' },
  { path: 'branches', title: 'Filiais', description: 'Filiais da loja, ativação e usuários de cada filial.', access: 'manager' },
  { path: 'branches/create', title: 'Nova filial', access: 'manager' },
  { path: 'branches/:id/edit', title: 'Editar filial', access: 'manager' },
  { path: 'branches/:id/users', title: 'Usuários da filial', access: 'manager' },
  { path: 'categories', title: 'Categorias', description: 'Categorias do cardápio.', access: 'manager' },
  { path: 'categories/create', title: 'Nova categoria', access: 'manager' },
  { path: 'categories/:id/edit', title: 'Editar categoria', access: 'manager' },
  { path: 'products', title: 'Produtos', description: 'Produtos, preços, promoções e opções por tipo de negócio.', access: 'manager' },
  { path: 'products/create', title: 'Novo produto', access: 'manager' },
  { path: 'products/:id/edit', title: 'Editar produto', access: 'manager' },
  { path: 'orders', title: 'Pedidos', description: 'Lista de pedidos com filtros por status, data e tipo.', element: <OrdersListScreen /> },
  { path: 'orders/kanban', title: 'Pedidos — Kanban', description: 'Quadro de pedidos por status.', element: <OrdersKanbanScreen /> },
  { path: 'orders/:orderId', title: 'Detalhes do pedido', element: <OrderDetailsScreen /> },
  { path: 'customers', title: 'Clientes', description: 'Clientes da loja, histórico e totais.', access: 'manager' },
  { path: 'coupons', title: 'Cupons', description: 'Cupons de desconto, limites e validade.', access: 'manager' },
  { path: 'coupons/create', title: 'Novo cupom', access: 'manager' },
  { path: 'coupons/:id/edit', title: 'Editar cupom', access: 'manager' },
  { path: 'employees', title: 'Funcionários', description: 'Gerentes e atendentes da loja e das filiais.', access: 'manager' },
  { path: 'employees/create', title: 'Novo funcionário', access: 'manager' },
  { path: 'employees/:id/edit', title: 'Editar funcionário', access: 'manager' },
  { path: 'delivery/monitor', title: 'Monitor de entregas', description: 'Pedidos em rota e entregadores ao vivo.' },
  { path: 'delivery/stats', title: 'Estatísticas de entrega', access: 'manager' },
  { path: 'delivery/zones', title: 'Zonas de entrega', description: 'Bairros, raios e faixas de distância com taxa e pedido mínimo.', access: 'manager' },
  { path: 'delivery/drivers', title: 'Entregadores', access: 'manager' },
  { path: 'delivery/rates', title: 'Taxas de entrega', access: 'manager' },
  { path: 'delivery/reviews', title: 'Avaliações', access: 'manager' },
  { path: 'notifications', title: 'Notificações', element: <NotificationsPage /> },
];

type NavEntry = { label: string; path: string; managerOnly?: boolean; absolute?: boolean };

const NAV: { title?: string; entries: NavEntry[] }[] = [
  { entries: [{ label: 'Painel', path: 'dashboard' }] },
  {
    title: 'Pedidos',
    entries: [
      { label: 'Lista de pedidos', path: 'orders' },
      { label: 'Kanban', path: 'orders/kanban' },
      { label: 'PDV', path: '/store/pdv', absolute: true },
    ],
  },
  {
    title: 'Cardápio',
    entries: [
      { label: 'Categorias', path: 'categories', managerOnly: true },
      { label: 'Produtos', path: 'products', managerOnly: true },
      { label: 'Cupons', path: 'coupons', managerOnly: true },
    ],
  },
  {
    title: 'Entregas',
    entries: [
      { label: 'Monitor', path: 'delivery/monitor' },
      { label: 'Estatísticas', path: 'delivery/stats', managerOnly: true },
      { label: 'Zonas', path: 'delivery/zones', managerOnly: true },
      { label: 'Entregadores', path: 'delivery/drivers', managerOnly: true },
      { label: 'Taxas', path: 'delivery/rates', managerOnly: true },
      { label: 'Avaliações', path: 'delivery/reviews', managerOnly: true },
    ],
  },
  {
    title: 'Loja',
    entries: [
      { label: 'Clientes', path: 'customers', managerOnly: true },
      { label: 'Funcionários', path: 'employees', managerOnly: true },
      { label: 'Filiais', path: 'branches', managerOnly: true },
      { label: 'Perfil', path: 'profile', managerOnly: true },
      { label: 'Configurações', path: 'settings', managerOnly: true },
      { label: 'Notificações', path: 'notifications' },
    ],
  },
];

/** Navigation of the store area; attendants see only the screens they may open. */
export function storeNav(basePath: string, isManager: boolean): NavGroup[] {
  return NAV.map((group) => ({
    title: group.title,
    items: group.entries
      .filter((entry) => isManager || !entry.managerOnly)
      .map((entry) => ({ label: entry.label, to: entry.absolute ? entry.path : `${basePath}/${entry.path}`, end: entry.path === 'orders' })),
  })).filter((group) => group.items.length > 0);
}

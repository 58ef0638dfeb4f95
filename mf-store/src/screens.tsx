import { POS_ROLES, roleMay, type StorePermission } from '@comanda/shared/domain';
import type { NavGroup, Screen } from '@comanda/shared/ui';
import { BranchCreateScreen, BranchEditScreen, BranchesScreen, BranchUsersScreen } from './features/branches';
import { CategoriesScreen, CategoryFormScreen } from './features/categories';
import { CatalogImportScreen } from './features/catalog-import';
import { CouponCreateScreen, CouponEditScreen, CouponsListScreen } from './features/coupons';
import { CustomerDetailsScreen, CustomersListScreen } from './features/customers';
import { DashboardPage } from './features/dashboard';
import { EmployeeCreateScreen, EmployeeEditScreen, EmployeesScreen } from './features/employees';
import { NotificationsPage } from './features/notifications/notifications-page';
import { ProductFormScreen, ProductsScreen } from './features/products';
import { StoreProfileScreen } from './features/profile';
import { OrderDetailsScreen, OrdersKanbanScreen, OrdersListScreen } from './features/orders';
import { SettingsPage } from './features/settings';
import { WriteGate } from './support-mode/write-gate';
import { EscalationSection } from './features/escalation';
import { PixProviderSection } from './features/pix-provider';
import { AssignDriverDialog, DeliveryDriversScreen, DeliveryMonitorScreen } from './features/delivery';
import { DeliveryZonesScreen } from './features/delivery-zones';
import { DeliveryRatesScreen } from './features/delivery-rates';
import { ReviewsScreen } from './features/reviews';
import { DeliveryStatsScreen } from './features/delivery-stats';
import { MealProductionScreen, MealSubscribersScreen } from './features/meal-subscriptions';

/**
 * Every screen of /store/* (spec section 2) with the permission it needs (STORE_PERMISSIONS in
 * shared/domain): the screen guard, the menu and the API read the same table. Screens whose actions the plan
 * gates get the plan's refusal from PlanGate (the API refuses the same writes with errors.plan), or support mode's
 * (WriteGate).
 */
export const STORE_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Painel da loja', description: 'Resumo de vendas, pedidos em andamento e indicadores do dia.', element: <DashboardPage />, permission: 'dashboard.view' },
  { path: 'profile', title: 'Perfil da loja', description: 'Nome, logo, cores, contato e endereço da loja.', element: <StoreProfileScreen />, permission: 'store.manage' },
  { path: 'settings', title: 'Configurações', description: 'Horários, entrega, chave PIX, exibição do cardápio.', element: (
      <SettingsPage
        escalation={
          <>
            <EscalationSection />
            <PixProviderSection />
          </>
        }
      />
    ), permission: 'store.manage' },
  { path: 'branches', title: 'Filiais', description: 'Filiais da loja, ativação e usuários de cada filial.', element: <WriteGate limit="branches">{(refusal) => <BranchesScreen createRefusal={refusal} />}</WriteGate>, permission: 'branches.manage' },
  { path: 'branches/create', title: 'Nova filial', element: <BranchCreateScreen />, permission: 'branches.manage' },
  { path: 'branches/:id/edit', title: 'Editar filial', element: <BranchEditScreen />, permission: 'branches.manage' },
  { path: 'branches/:id/users', title: 'Usuários da filial', element: <BranchUsersScreen />, permission: 'branches.manage' },
  { path: 'categories', title: 'Categorias', description: 'Categorias do cardápio.', element: <CategoriesScreen />, permission: 'catalog.manage' },
  { path: 'categories/create', title: 'Nova categoria', element: <CategoryFormScreen />, permission: 'catalog.manage' },
  { path: 'categories/:id/edit', title: 'Editar categoria', element: <CategoryFormScreen />, permission: 'catalog.manage' },
  { path: 'products', title: 'Produtos', description: 'Produtos, preços, promoções e opções por tipo de negócio.', element: <WriteGate limit="products">{(refusal) => <ProductsScreen createRefusal={refusal} />}</WriteGate>, permission: 'catalog.manage' },
  { path: 'products/create', title: 'Novo produto', element: <ProductFormScreen />, permission: 'catalog.manage' },
  { path: 'products/:id/edit', title: 'Editar produto', element: <ProductFormScreen />, permission: 'catalog.manage' },
  { path: 'catalog/import', title: 'Importar e exportar cardápio', element: <CatalogImportScreen />, permission: 'catalog.manage' },
  { path: 'meal-subscriptions', title: 'Assinaturas', description: 'Assinantes das marmitas: frequência, próxima entrega e endereço.', element: <MealSubscribersScreen />, permission: 'orders.view' },
  { path: 'meal-subscriptions/production', title: 'Produção de amanhã', description: 'Marmitas de assinatura do dia, por produto e opções.', element: <MealProductionScreen />, permission: 'orders.view' },
  { path: 'orders', title: 'Pedidos', description: 'Lista de pedidos com filtros por status, data e tipo.', element: <OrdersListScreen />, permission: 'orders.view' },
  { path: 'orders/kanban', title: 'Pedidos — Kanban', description: 'Quadro de pedidos por status.', element: <OrdersKanbanScreen assignDriver={AssignDriverDialog} />, permission: 'orders.view' },
  { path: 'orders/:orderId', title: 'Detalhes do pedido', element: <OrderDetailsScreen />, permission: 'orders.view' },
  { path: 'customers', title: 'Clientes', description: 'Clientes da loja, histórico e totais.', element: <CustomersListScreen />, permission: 'customers.view' },
  { path: 'customers/:key', title: 'Cliente', element: <CustomerDetailsScreen />, permission: 'customers.view' },
  { path: 'coupons', title: 'Cupons', description: 'Cupons de desconto, limites e validade.', element: <WriteGate feature="coupons">{(refusal) => <CouponsListScreen refusal={refusal} />}</WriteGate>, permission: 'coupons.manage' },
  { path: 'coupons/create', title: 'Novo cupom', element: <WriteGate feature="coupons">{(refusal) => <CouponCreateScreen refusal={refusal} />}</WriteGate>, permission: 'coupons.manage' },
  { path: 'coupons/:id/edit', title: 'Editar cupom', element: <WriteGate feature="coupons">{(refusal) => <CouponEditScreen refusal={refusal} />}</WriteGate>, permission: 'coupons.manage' },
  { path: 'employees', title: 'Funcionários', element: <WriteGate limit="employees">{(refusal) => <EmployeesScreen inviteRefusal={refusal} />}</WriteGate>, permission: 'employees.manage' },
  { path: 'employees/create', title: 'Novo funcionário', element: <EmployeeCreateScreen />, permission: 'employees.manage' },
  { path: 'employees/:id/edit', title: 'Editar funcionário', element: <EmployeeEditScreen />, permission: 'employees.manage' },
  { path: 'delivery/monitor', title: 'Monitor de entregas', description: 'Pedidos em rota e entregadores ao vivo.', element: <WriteGate feature="delivery_management">{(refusal) => <DeliveryMonitorScreen refusal={refusal} />}</WriteGate>, permission: 'orders.view' },
  { path: 'delivery/stats', title: 'Estatísticas de entrega', element: <DeliveryStatsScreen />, permission: 'store.manage' },
  { path: 'delivery/zones', title: 'Zonas de entrega', description: 'Bairros, raios e faixas de distância com taxa e pedido mínimo.', element: <WriteGate feature="delivery_management">{(refusal) => <DeliveryZonesScreen refusal={refusal} />}</WriteGate>, permission: 'store.manage' },
  { path: 'delivery/drivers', title: 'Entregadores', element: <WriteGate feature="delivery_management">{(refusal) => <DeliveryDriversScreen refusal={refusal} />}</WriteGate>, permission: 'store.manage' },
  { path: 'delivery/rates', title: 'Taxas de entrega', element: <WriteGate feature="delivery_management">{(refusal) => <DeliveryRatesScreen refusal={refusal} />}</WriteGate>, permission: 'store.manage' },
  { path: 'delivery/reviews', title: 'Avaliações', element: <ReviewsScreen />, permission: 'store.manage' },
  { path: 'notifications', title: 'Notificações', element: <NotificationsPage /> },
];

/**
 * A menu entry opens a screen of STORE_SCREENS (its permission comes from there) or, `absolute`, another area
 * (`roles`: the ones that area's guard in the shell admits).
 */
type NavEntry = { label: string; path: string; absolute?: { permission: StorePermission; roles?: readonly string[] } };

const NAV: { title?: string; entries: NavEntry[] }[] = [
  { entries: [{ label: 'Painel', path: 'dashboard' }] },
  {
    title: 'Pedidos',
    entries: [
      { label: 'Lista de pedidos', path: 'orders' },
      { label: 'Kanban', path: 'orders/kanban' },
      // Not for the platform admin in support mode: the POS only sells.
      { label: 'PDV', path: '/store/pdv', absolute: { permission: 'orders.update_status', roles: POS_ROLES } },
    ],
  },
  {
    title: 'Cardápio',
    entries: [
      { label: 'Categorias', path: 'categories' },
      { label: 'Produtos', path: 'products' },
      { label: 'Cupons', path: 'coupons' },
      { label: 'Assinaturas', path: 'meal-subscriptions' },
      { label: 'Produção de amanhã', path: 'meal-subscriptions/production' },
    ],
  },
  {
    title: 'Entregas',
    entries: [
      { label: 'Monitor', path: 'delivery/monitor' },
      { label: 'Estatísticas', path: 'delivery/stats' },
      { label: 'Zonas', path: 'delivery/zones' },
      { label: 'Entregadores', path: 'delivery/drivers' },
      { label: 'Taxas', path: 'delivery/rates' },
      { label: 'Avaliações', path: 'delivery/reviews' },
    ],
  },
  {
    title: 'Loja',
    entries: [
      { label: 'Clientes', path: 'customers' },
      { label: 'Funcionários', path: 'employees' },
      { label: 'Filiais', path: 'branches' },
      { label: 'Perfil', path: 'profile' },
      { label: 'Configurações', path: 'settings' },
      { label: 'Notificações', path: 'notifications' },
    ],
  },
];

function permissionOf(entry: NavEntry): StorePermission | undefined {
  if (entry.absolute) return entry.absolute.permission;
  const screen = STORE_SCREENS.find((s) => s.path === entry.path);
  if (!screen) throw new Error(`menu entry ${entry.path} opens no screen of STORE_SCREENS`);
  return screen.permission;
}

/** Navigation of the store area: each role sees the screens its permissions open. */
export function storeNav(basePath: string, role: string | null | undefined): NavGroup[] {
  return NAV.map((group) => ({
    title: group.title,
    items: group.entries
      .filter((entry) => {
        if (entry.absolute?.roles && !entry.absolute.roles.includes(role ?? '')) return false;
        const permission = permissionOf(entry);
        return !permission || roleMay(role, permission);
      })
      .map((entry) => ({ label: entry.label, to: entry.absolute ? entry.path : `${basePath}/${entry.path}`, end: entry.path === 'orders' })),
  })).filter((group) => group.items.length > 0);
}

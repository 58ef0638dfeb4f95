import type { NavGroup, Screen } from '@comanda/shared/ui';
import { PlatformDashboardScreen } from './features/dashboard';
import { BusinessTypeCreateScreen, BusinessTypeDetailsScreen, BusinessTypeEditScreen, BusinessTypesListScreen } from './features/business-types';
import { PlanCreateScreen, PlanDetailsScreen, PlanEditScreen, PlansListScreen } from './features/plans';
import { RemotesScreen } from './features/remotes';
import { ReportsScreen } from './features/reports';
import { PlatformSettingsScreen } from './features/settings';
import { StoreCreateScreen, StoreDetailsScreen, StoreEditScreen, StoresListScreen } from './features/stores';
import { UserCreateScreen, UserDetailsScreen, UserEditScreen, UsersListScreen } from './features/users';
import { SubscriptionCreateScreen, SubscriptionDetailsScreen, SubscriptionEditScreen, SubscriptionsListScreen } from './features/subscriptions';

type CrudElements = Partial<Record<'index' | 'create' | 'details' | 'edit', Screen['element']>>;

/** The four screens of a register (index, create, {id}, {id}/edit); a screen without an element is still a placeholder. */
function crud(path: string, plural: string, singular: string, description: string, elements: CrudElements = {}): Screen[] {
  return [
    { path, title: plural, description, element: elements.index },
    { path: `${path}/create`, title: `Cadastrar ${singular}`, element: elements.create },
    { path: `${path}/:id`, title: `Detalhes: ${singular}`, element: elements.details },
    { path: `${path}/:id/edit`, title: `Editar ${singular}`, element: elements.edit },
  ];
}

/** Every screen of /admin/* (spec section 2). */
export const ADMIN_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Painel da plataforma', description: 'Lojas ativas, pedidos e faturamento da plataforma.', element: <PlatformDashboardScreen /> },
  ...crud('business-types', 'Tipos de negócio', 'tipo de negócio', 'Os tipos de negócio atendidos e suas opções de produto.', {
    index: <BusinessTypesListScreen />,
    create: <BusinessTypeCreateScreen />,
    details: <BusinessTypeDetailsScreen />,
    edit: <BusinessTypeEditScreen />,
  }),
  ...crud('stores', 'Lojas', 'loja', 'Lojas e filiais da plataforma.', {
    index: <StoresListScreen />,
    create: <StoreCreateScreen />,
    details: <StoreDetailsScreen />,
    edit: <StoreEditScreen />,
  }),
  ...crud('users', 'Usuários', 'usuário', 'Todos os usuários e seus papéis.', {
    index: <UsersListScreen />,
    create: <UserCreateScreen />,
    details: <UserDetailsScreen />,
    edit: <UserEditScreen />,
  }),
  ...crud('plans', 'Planos', 'plano', 'Planos, preços, limites e recursos.', {
    index: <PlansListScreen />,
    create: <PlanCreateScreen />,
    details: <PlanDetailsScreen />,
    edit: <PlanEditScreen />,
  }),
  ...crud('subscriptions', 'Assinaturas', 'assinatura', 'Assinaturas das lojas, status e períodos.', {
    index: <SubscriptionsListScreen />,
    create: <SubscriptionCreateScreen />,
    details: <SubscriptionDetailsScreen />,
    edit: <SubscriptionEditScreen />,
  }),
  { path: 'reports', title: 'Relatórios', description: 'Pedidos, faturamento e lojas por período.', element: <ReportsScreen /> },
  { path: 'settings', title: 'Configurações da plataforma', element: <PlatformSettingsScreen /> },
  { path: 'remotes', title: 'Remotos', description: 'Versão no ar de cada área, versões mantidas e erros de carregamento.', element: <RemotesScreen /> },
];

export function adminNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    { items: [link('Painel', 'dashboard')] },
    { title: 'Cadastros', items: [link('Tipos de negócio', 'business-types'), link('Lojas', 'stores'), link('Usuários', 'users')] },
    { title: 'Assinaturas', items: [link('Planos', 'plans'), link('Assinaturas', 'subscriptions')] },
    { title: 'Plataforma', items: [link('Relatórios', 'reports'), link('Remotos', 'remotes'), link('Configurações', 'settings')] },
  ];
}

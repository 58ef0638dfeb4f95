import type { NavGroup, Screen } from '@comanda/shared/ui';

function crud(path: string, plural: string, singular: string, description: string): Screen[] {
  return [
    { path, title: plural, description },
    { path: `${path}/create`, title: `Cadastrar ${singular}` },
    { path: `${path}/:id`, title: `Detalhes: ${singular}` },
    { path: `${path}/:id/edit`, title: `Editar ${singular}` },
  ];
}

/** Every screen of /admin/* (spec section 2). */
export const ADMIN_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Painel da plataforma', description: 'Lojas ativas, pedidos e faturamento da plataforma.' },
  ...crud('business-types', 'Tipos de negócio', 'tipo de negócio', 'Os tipos de negócio atendidos e suas opções de produto.'),
  ...crud('stores', 'Lojas', 'loja', 'Lojas e filiais da plataforma.'),
  ...crud('users', 'Usuários', 'usuário', 'Todos os usuários e seus papéis.'),
  ...crud('plans', 'Planos', 'plano', 'Planos, preços, limites e recursos.'),
  ...crud('subscriptions', 'Assinaturas', 'assinatura', 'Assinaturas das lojas, status e períodos.'),
  { path: 'reports', title: 'Relatórios', description: 'Pedidos, faturamento e lojas por período.' },
  { path: 'settings', title: 'Configurações da plataforma' },
];

export function adminNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    { items: [link('Painel', 'dashboard')] },
    { title: 'Cadastros', items: [link('Tipos de negócio', 'business-types'), link('Lojas', 'stores'), link('Usuários', 'users')] },
    { title: 'Assinaturas', items: [link('Planos', 'plans'), link('Assinaturas', 'subscriptions')] },
    { title: 'Plataforma', items: [link('Relatórios', 'reports'), link('Configurações', 'settings')] },
  ];
}

import { STORE_SCREENS, storeNav } from './screens';

const labelsFor = (role: string) => storeNav('/store', role).flatMap((group) => group.items.map((item) => item.label));

describe('store menu by the permission table', () => {
  it('the owner and a manager see every area', () => {
    const all = ['Painel', 'Lista de pedidos', 'Kanban', 'PDV', 'Categorias', 'Produtos', 'Cupons', 'Assinaturas', 'Produção de amanhã', 'Monitor', 'Estatísticas', 'Zonas', 'Entregadores', 'Taxas', 'Avaliações', 'Clientes', 'Funcionários', 'Filiais', 'Perfil', 'Configurações', 'Notificações'];
    expect(labelsFor('store_owner')).toEqual(all);
    expect(labelsFor('store_admin')).toEqual(all);
    // The platform admin (in support mode) reads every area but the POS, which the shell's guard keeps to the staff.
    expect(labelsFor('super_admin')).toEqual(all.filter((label) => label !== 'PDV'));
  });

  it('an attendant sees the dashboard, orders, POS, the marmita subscriptions and production, the delivery monitor and notifications only', () => {
    expect(labelsFor('attendant')).toEqual(['Painel', 'Lista de pedidos', 'Kanban', 'PDV', 'Assinaturas', 'Produção de amanhã', 'Monitor', 'Notificações']);
  });

  it('a customer (no store permission) sees only notifications', () => {
    expect(labelsFor('customer')).toEqual(['Notificações']);
  });

  it('every back-office screen but notifications declares its permission', () => {
    expect(STORE_SCREENS.filter((s) => !s.permission).map((s) => s.path)).toEqual(['notifications']);
  });
});

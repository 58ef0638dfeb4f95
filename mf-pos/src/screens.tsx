import { PlaceholderPage, type NavGroup, type Screen } from '@comanda/shared/ui';
import { CashRegisterPage, RegisterHistoryPage, RegisterSessionPage, RequireOpenRegister } from './features/register';

/** A selling screen (not built yet) behind the open-register guard. */
const selling = (title: string, description: string) => (
  <RequireOpenRegister>
    <PlaceholderPage title={title} description={description} />
  </RequireOpenRegister>
);

/** Screens of the point of sale, mounted at /store/pdv/* and /pdv-standalone/* (spec section 2). */
export const POS_SCREENS: Screen[] = [
  { path: 'guard', title: 'Caixa fechado', element: <CashRegisterPage />, permission: 'pos.sell' },
  { path: 'index', title: 'PDV — Nova venda', element: selling('PDV — Nova venda', 'Venda no balcão com o cardápio da loja e as opções de cada produto.'), permission: 'pos.sell' },
  { path: 'payment', title: 'Pagamento', element: selling('Pagamento', 'Dinheiro com troco, cartão, PIX ou pagamento dividido.'), permission: 'pos.sell' },
  { path: 'success', title: 'Venda concluída', element: selling('Venda concluída', 'Resumo da venda e impressão do comprovante.'), permission: 'pos.sell' },
  { path: 'cash-register', title: 'Caixa', element: <CashRegisterPage />, permission: 'pos.sell' },
  { path: 'cash-register/transactions/:id', title: 'Movimentações do caixa', element: <RegisterSessionPage />, permission: 'pos.sell' },
  { path: 'reports', title: 'Relatórios do PDV', element: <RegisterHistoryPage />, permission: 'pos.sell' },
];

export function posNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    { items: [link('Nova venda', 'index'), link('Caixa', 'cash-register'), link('Relatórios', 'reports')] },
    ...(basePath.startsWith('/store') ? [{ items: [{ label: 'Voltar ao painel', to: '/store/dashboard' }] }] : []),
  ];
}

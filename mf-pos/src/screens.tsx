import type { NavGroup, Screen } from '@comanda/shared/ui';

/** Screens of the point of sale, mounted at /store/pdv/* and /pdv-standalone/* (spec section 2). */
export const POS_SCREENS: Screen[] = [
  { path: 'guard', title: 'Caixa fechado', description: 'Para vender, abra o caixa informando o valor de abertura (troco inicial).' },
  { path: 'index', title: 'PDV — Nova venda', description: 'Venda no balcão com o cardápio da loja e as opções de cada produto.' },
  { path: 'payment', title: 'Pagamento', description: 'Dinheiro com troco, cartão, PIX ou pagamento dividido.' },
  { path: 'success', title: 'Venda concluída', description: 'Resumo da venda e impressão do comprovante.' },
  { path: 'cash-register', title: 'Caixa', description: 'Abertura, sangria, suprimento e fechamento com conferência por forma de pagamento.' },
  { path: 'cash-register/transactions/:id', title: 'Movimentações do caixa' },
  { path: 'reports', title: 'Relatórios do PDV', description: 'Vendas por forma de pagamento e período.' },
];

export function posNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    { items: [link('Nova venda', 'index'), link('Caixa', 'cash-register'), link('Relatórios', 'reports')] },
    ...(basePath.startsWith('/store') ? [{ items: [{ label: 'Voltar ao painel', to: '/store/dashboard' }] }] : []),
  ];
}

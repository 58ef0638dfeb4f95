import type { NavGroup, Screen } from '@comanda/shared/ui';
import { CashRegisterPage, RegisterHistoryPage, RegisterSessionPage, RequireOpenRegister } from './features/register';
import { PosReportPanel } from './features/reports';
import { PaymentPage, SalePage, SuccessPage } from './features/sale';
import { TabPage, TablesPage } from './features/tabs';

/** Screens of the point of sale, mounted at /store/pdv/* and /pdv-standalone/* (spec section 2). */
export const POS_SCREENS: Screen[] = [
  { path: 'guard', title: 'Caixa fechado', element: <CashRegisterPage />, permission: 'pos.sell' },
  { path: 'index', title: 'PDV — Nova venda', element: <RequireOpenRegister>{({ storeId }) => <SalePage storeId={storeId} />}</RequireOpenRegister>, permission: 'pos.sell' },
  { path: 'payment', title: 'Pagamento', element: <RequireOpenRegister>{({ storeId, register }) => <PaymentPage storeId={storeId} registerSessionId={register.id} stationId={register.station_id} />}</RequireOpenRegister>, permission: 'pos.sell' },
  { path: 'success', title: 'Venda concluída', element: <RequireOpenRegister>{({ storeId }) => <SuccessPage storeId={storeId} />}</RequireOpenRegister>, permission: 'pos.sell' },
  { path: 'tables', title: 'Mesas e comandas', element: <RequireOpenRegister>{({ storeId }) => <TablesPage storeId={storeId} />}</RequireOpenRegister>, permission: 'pos.sell' },
  { path: 'tables/:label', title: 'Comanda', element: <RequireOpenRegister>{({ storeId, register }) => <TabPage storeId={storeId} registerSessionId={register.id} />}</RequireOpenRegister>, permission: 'pos.sell' },
  { path: 'cash-register', title: 'Caixa', element: <CashRegisterPage />, permission: 'pos.sell' },
  { path: 'cash-register/transactions/:id', title: 'Movimentações do caixa', element: <RegisterSessionPage />, permission: 'pos.sell' },
  { path: 'reports', title: 'Relatórios do PDV', element: <RegisterHistoryPage report={<PosReportPanel />} />, permission: 'pos.sell' },
];

export function posNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    { items: [link('Nova venda', 'index'), link('Mesas', 'tables'), link('Caixa', 'cash-register'), link('Relatórios', 'reports')] },
    ...(basePath.startsWith('/store') ? [{ items: [{ label: 'Voltar ao painel', to: '/store/dashboard' }] }] : []),
  ];
}

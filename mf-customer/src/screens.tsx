import type { NavGroup, Screen } from '@comanda/shared/ui';
import { CustomerDashboardPage } from './pages/customer-dashboard-page';
import { ActiveOrdersPage } from './features/orders/pages/active-orders-page';
import { CustomerOrderPage } from './features/orders/pages/customer-order-page';
import { OrdersHistoryPage } from './features/orders/pages/orders-history-page';
import { CustomerReviewsPage } from './features/reviews/customer-reviews-page';
import { NewOrderPage } from './pages/new-order-page';
import { ProfilePage } from './features/profile/profile-page';
import { MealSubscriptionsPage } from './features/meal-subscriptions/meal-subscriptions-page';

/** Every screen of /customer/* (spec section 2). */
export const CUSTOMER_SCREENS: Screen[] = [
  { path: 'dashboard', title: 'Minha conta', element: <CustomerDashboardPage /> },
  { path: 'profile', title: 'Meu perfil', element: <ProfilePage /> },
  { path: 'orders/history', title: 'Histórico de pedidos', element: <OrdersHistoryPage /> },
  { path: 'orders/active', title: 'Pedidos em andamento', element: <ActiveOrdersPage /> },
  { path: 'orders/create', title: 'Fazer um pedido', element: <NewOrderPage /> },
  { path: 'orders/:id', title: 'Detalhes do pedido', element: <CustomerOrderPage /> },
  { path: 'reviews', title: 'Minhas avaliações', element: <CustomerReviewsPage /> },
  { path: 'assinaturas', title: 'Minhas assinaturas', element: <MealSubscriptionsPage /> },
];

export function customerNav(basePath: string): NavGroup[] {
  const link = (label: string, path: string) => ({ label, to: `${basePath}/${path}` });
  return [
    {
      items: [
        link('Início', 'dashboard'),
        link('Pedidos em andamento', 'orders/active'),
        link('Histórico', 'orders/history'),
        link('Fazer um pedido', 'orders/create'),
        link('Avaliações', 'reviews'),
        link('Assinaturas', 'assinaturas'),
        link('Meu perfil', 'profile'),
      ],
    },
  ];
}

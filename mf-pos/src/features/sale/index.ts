export { SalePage } from './pages/sale-page';
export { PaymentPage } from './pages/payment-page';
export { SuccessPage } from './pages/success-page';

export { DeliveryRatesScreen } from './pages/delivery-rates-page';

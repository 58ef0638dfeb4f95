export { DeliveryZonesScreen } from './pages/delivery-zones-page';

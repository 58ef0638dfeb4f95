export { CheckoutPage } from './checkout-page';
export type { CheckoutCart, CheckoutPageProps } from './types';
export { readDeviceOrders, deviceOrderPath, type DeviceOrder } from './lib/device-orders';

export { NewOrderAlert } from './components/new-order-alert';

export { NewOrderAlert } from './components/new-order-alert';
export { StaffArea } from './components/staff-area';

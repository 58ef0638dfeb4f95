import { Outlet } from 'react-router-dom';
import { useSupportStore } from '@comanda/shared/state';
import { StaffArea } from '../features/new-order-alert';

/** The staff get the new-order alert; the admin in support mode does not: they only read, and would not take the orders. */
export function BackOfficeLayout() {
  return useSupportStore() ? <Outlet /> : <StaffArea />;
}

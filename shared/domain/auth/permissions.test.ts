import { isStorePermission, roleMay, STORE_PERMISSIONS } from './permissions';

describe('store permissions', () => {
  it('lets store staff see and move orders, never a customer', () => {
    for (const role of ['store_owner', 'store_admin', 'attendant', 'super_admin']) {
      expect(roleMay(role, 'orders.view')).toBe(true);
      expect(roleMay(role, 'orders.update_status')).toBe(true);
    }
    expect(roleMay('customer', 'orders.view')).toBe(false);
    expect(roleMay(null, 'orders.view')).toBe(false);
    expect(roleMay('driver', 'orders.update_status')).toBe(false);
  });

  it('gives super_admin every permission in the table', () => {
    for (const permission of Object.keys(STORE_PERMISSIONS)) expect(roleMay('super_admin', permission as keyof typeof STORE_PERMISSIONS)).toBe(true);
  });

  it('knows its own permission names only', () => {
    expect(isStorePermission('orders.view')).toBe(true);
    expect(isStorePermission('toString')).toBe(false);
    expect(isStorePermission('orders.delete')).toBe(false);
  });
});

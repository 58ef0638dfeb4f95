import type { Order } from '@comanda/shared/domain';

/** Orders placed on this device: their private links work later for guests (the public_id is the secret). */
export type DeviceOrder = {
  publicId: string;
  storeSlug: string;
  storeName: string;
  displayNumber: string;
  /** Reais, as on the wire. */
  total: number;
  createdAt: string;
};

const KEY = 'comanda:orders';
export const DEVICE_ORDERS_LIMIT = 20;

export function readDeviceOrders(): DeviceOrder[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed.filter((entry) => entry && typeof entry === 'object' && typeof entry.publicId === 'string') as DeviceOrder[]) : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per order, at most DEVICE_ORDERS_LIMIT. */
export function rememberDeviceOrder(order: Pick<Order, 'public_id' | 'display_number' | 'total' | 'created_at' | 'store'>): void {
  const entry: DeviceOrder = {
    publicId: order.public_id,
    storeSlug: order.store.slug,
    storeName: order.store.name,
    displayNumber: order.display_number,
    total: order.total,
    createdAt: order.created_at,
  };
  const list = [entry, ...readDeviceOrders().filter((known) => known.publicId !== entry.publicId)].slice(0, DEVICE_ORDERS_LIMIT);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the success page still shows the link.
  }
}

export function deviceOrderPath(order: Pick<DeviceOrder, 'storeSlug' | 'publicId'>): string {
  return `/loja/${order.storeSlug}/success/${order.publicId}`;
}

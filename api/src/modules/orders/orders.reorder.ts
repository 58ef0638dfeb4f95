import { asc, eq } from 'drizzle-orm';
import { reorderCart, type ReorderResponse } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, orderItems, stores } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { listProducts } from '../catalog/catalog.service';
import { findPublicStore } from '../stores/stores.service';
import { findCustomerOrder } from './orders.queries';

type ReorderStore = { id: number; name: string; slug: string; businessTypeSlug: string | null; public: boolean };

/**
 * The order's store, and whether the public may order there now (findPublicStore's rule: active, published, not
 * suspended, a branch of an active store). A store that is not public is still returned: the storefront says so.
 */
async function reorderStore(db: Db, storeId: number): Promise<ReorderStore> {
  try {
    const { store, businessType } = await findPublicStore(db, { id: storeId });
    return { id: store.id, name: store.name, slug: store.slug, businessTypeSlug: businessType?.slug ?? null, public: true };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
  }
  const [row] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug, businessTypeSlug: businessTypes.slug })
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, public: false };
}

/**
 * POST /api/customer/orders/{id}/reorder ("pedir de novo"): the caller's order's items as cart lines, priced by the
 * server today against the store's orderable products as the storefront lists them (listProducts: a paused, sold
 * out or deleted product is gone), with reorderCart's rule. Nothing is written. Another customer's order is a 404.
 */
export async function reorderCustomerOrder(db: Db, userId: number, orderId: string, now: Date): Promise<ReorderResponse['data']> {
  const order = await findCustomerOrder(db, userId, orderId);
  const [items, store] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.sortOrder), asc(orderItems.id)),
    reorderStore(db, order.storeId),
  ]);
  const products = await listProducts(db, store.id, store.businessTypeSlug);
  const cart = reorderCart(items, products, now);
  return { store: { id: store.id, name: store.name, slug: store.slug }, items: cart.items, changes: cart.changes, unavailable_store: !store.public };
}

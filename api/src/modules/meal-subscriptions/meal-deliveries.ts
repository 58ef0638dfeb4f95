import { and, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isDeliveryDay, localDateAt, MEAL_SUBSCRIPTION_MESSAGES as M, NOTIFICATION_TYPES } from '@comanda/shared/domain';
import type { Db, DbHandle } from '../../db/client';
import { mealSubscriptionDeliveries, mealSubscriptions, orderIdempotencyKeys, users, type UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Outbox } from '../../outbox/outbox-dispatcher';
import { enqueueEventsWith } from '../../outbox/outbox-events';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import { createNotifications, notificationEvents } from '../notifications/notifications.service';
import { createOrder } from '../orders/orders.create';
import { loadSubscriptions, type LoadedSubscription } from './meal-subscriptions.queries';
import { scheduleOf } from './meal-subscriptions.serialize';

export type MealDeliveryDeps = {
  db: Db;
  sql: DbHandle;
  placeAddress: DeliveryPlacer;
  outbox: Pick<Outbox, 'deliver' | 'lease'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
};


/** The order's idempotency key: a retry after a crash between the order and its delivery row answers the same order. */
export const mealDeliveryKey = (subscriptionId: number, date: string) => `meal:${subscriptionId}:${date}`;

type Outcome = 'created' | 'later' | 'paused';

/** The order the checkout would take for this delivery: the stored (server-resolved) options, address and payment. */
function orderBody(s: LoadedSubscription, user: UserRow) {
  const { row } = s;
  return {
    order_type: 'delivery',
    items: [{ product_id: row.productId, quantity: row.quantity, selected_options: row.selectedOptions, notes: null }],
    customer: { name: user.name, phone: user.phone ?? '', email: user.email },
    address: row.address,
    payment: { method: row.paymentMethod, change_for: null },
    notes: `Assinatura de marmita nº ${row.id}${row.notes ? ` · ${row.notes}` : ''}`,
  };
}

/** The order cannot be made and will not be tomorrow either: pause the subscription and tell the customer, together. */
async function pauseAndNotify(deps: MealDeliveryDeps, s: LoadedSubscription, message: string, now: Date): Promise<void> {
  const events = await deps.db.transaction(async (tx) => {
    await tx.update(mealSubscriptions).set({ status: 'paused', pausedUntil: null, updatedAt: now }).where(eq(mealSubscriptions.id, s.row.id));
    const rows = await createNotifications(tx, [s.row.userId], {
      type: NOTIFICATION_TYPES.mealSubscriptionPaused,
      title: 'Assinatura de marmita pausada',
      message,
      data: { meal_subscription_id: s.row.id, store_id: s.store.id, url: '/customer/assinaturas' },
    });
    return enqueueEventsWith(tx, notificationEvents(rows), deps.outbox.lease);
  });
  await deps.outbox.deliver(events);
}

/** A refusal the store lifts by itself (closed now, orders paused, its plan's orders of the month used up): try again at the next run. */
const isPassing = (err: HttpError) => err.statusCode === 422 && err.errors !== undefined && ('store' in err.errors || 'plan' in err.errors);
const isProductGone = (err: HttpError) => err.statusCode === 404 || (err.statusCode === 422 && Object.keys(err.errors ?? {}).some((k) => k.startsWith('items')));

async function deliver(deps: MealDeliveryDeps, s: LoadedSubscription, user: UserRow, today: string, now: Date): Promise<Outcome> {
  let created;
  try {
    created = await createOrder(
      { db: deps.db, sql: deps.sql, now, user, idempotencyKey: mealDeliveryKey(s.row.id, today), log: deps.log, placeAddress: deps.placeAddress, lease: deps.outbox.lease },
      s.store.slug,
      orderBody(s, user),
    );
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (isPassing(err)) return 'later';
    if (err.statusCode === 409) {
      // The day's order exists under its key but the request differs now (the customer renamed themselves): it is that order.
      const [key] = await deps.db
        .select({ orderId: orderIdempotencyKeys.orderId })
        .from(orderIdempotencyKeys)
        .where(and(eq(orderIdempotencyKeys.storeId, s.store.id), eq(orderIdempotencyKeys.key, mealDeliveryKey(s.row.id, today))));
      if (!key) throw err;
      await deps.db.insert(mealSubscriptionDeliveries).values({ subscriptionId: s.row.id, date: today, orderId: key.orderId, createdAt: now }).onConflictDoNothing();
      return 'created';
    }
    await pauseAndNotify(deps, s, isProductGone(err) ? M.productGonePaused(s.product.name) : `Não foi possível criar a entrega de "${s.product.name}": ${err.message}`, now);
    return 'paused';
  }
  await deps.db.insert(mealSubscriptionDeliveries).values({ subscriptionId: s.row.id, date: today, orderId: created.order.id, createdAt: now }).onConflictDoNothing();
  if (!created.replayed) await deps.outbox.deliver(created.announcements);
  return 'created';
}

const PAGE = 200;

/**
 * Today's deliveries (the store's calendar): every subscription whose delivery day is today and has no order for
 * it yet gets one, made by the checkout's own createOrder (priced by the engine at today's price, with the staff's
 * notification and the `order.new` event in its transaction), as soon as a run finds the store open that day.
 * A paused, skipped or cancelled day makes nothing; a product no longer sold pauses the subscription.
 */
export async function runMealDeliveries(deps: MealDeliveryDeps, now: Date, { budgetMs }: { budgetMs: number }): Promise<{ done: boolean; created: number }> {
  const started = Date.now();
  const today = localDateAt(now);
  let created = 0;
  // Pages by id downwards (the query's order); ids are int4.
  let before = 2_147_483_647;
  for (;;) {
    const page = await loadSubscriptions(
      deps.db,
      and(
        ne(mealSubscriptions.status, 'cancelled'),
        lte(mealSubscriptions.startDate, today),
        lt(mealSubscriptions.id, before),
        sql`NOT EXISTS (SELECT 1 FROM meal_subscription_deliveries d WHERE d.subscription_id = ${mealSubscriptions.id} AND d.date = ${today})`,
      ),
      today,
      PAGE,
    );
    if (page.length === 0) return { done: true, created };
    before = page[page.length - 1]!.row.id;
    const due = page.filter((s) => isDeliveryDay(scheduleOf(s.row, s.skippedDates), today));
    const owners = due.length ? await deps.db.select().from(users).where(inArray(users.id, [...new Set(due.map((s) => s.row.userId))])) : [];
    for (const s of due) {
      const user = owners.find((u) => u.id === s.row.userId);
      if (!user) continue;
      try {
        if ((await deliver(deps, s, user, today, now)) === 'created') created += 1;
      } catch (err) {
        // One failing delivery must not hold the others back; the next run tries it again.
        deps.log.error({ err, subscriptionId: s.row.id, date: today }, 'meal subscription delivery failed');
      }
      if (Date.now() - started > budgetMs) return { done: false, created };
    }
    if (page.length < PAGE) return { done: true, created };
  }
}

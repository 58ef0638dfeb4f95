import { and, lte, ne } from 'drizzle-orm';
import {
  addLocalDays,
  groupProduction,
  isDeliveryDay,
  isLocalDate,
  localDateAt,
  MEAL_SUBSCRIPTION_MESSAGES as M,
  MEAL_SUBSCRIPTION_STATUSES,
  type MealProductionList,
  type StoreMealSubscriber,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { mealSubscriptions } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { deliveriesOn, loadSubscriptions, ofStore } from './meal-subscriptions.queries';
import { scheduleOf, toStoreSubscriber } from './meal-subscriptions.serialize';

const textParam = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** GET /stores/:storeId/meal-subscriptions[?status=active|paused|cancelled]: the store's subscribers, newest first. */
export async function storeSubscribers(db: Db, storeId: number, query: Record<string, unknown>, now: Date): Promise<StoreMealSubscriber[]> {
  const status = textParam(query.status);
  if (status !== undefined && !(MEAL_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) throw fieldError('status', M.statusInvalid);
  const today = localDateAt(now);
  return (await loadSubscriptions(db, ofStore(storeId, status), today)).map((s) => toStoreSubscriber(s, today));
}

/**
 * GET /stores/:storeId/meal-subscriptions/production[?date=YYYY-MM-DD]: what the kitchen makes on `date` (default
 * tomorrow, the store's calendar), grouped by product and options, with each delivery and the order made for it.
 */
export async function productionList(db: Db, storeId: number, query: Record<string, unknown>, now: Date): Promise<MealProductionList> {
  const raw = textParam(query.date);
  if (raw !== undefined && !isLocalDate(raw)) throw fieldError('date', M.dateInvalid);
  const date = raw ?? addLocalDays(localDateAt(now), 1);
  const live = and(ofStore(storeId), ne(mealSubscriptions.status, 'cancelled'), lte(mealSubscriptions.startDate, date));
  const due = (await loadSubscriptions(db, live, date)).filter((s) => isDeliveryDay(scheduleOf(s.row, s.skippedDates), date));
  const orders = await deliveriesOn(db, due.map((s) => s.row.id), date);
  const groups = groupProduction(
    due.map((s) => ({
      subscription_id: s.row.id,
      product: { id: s.product.id, name: s.product.name },
      customer: { name: s.customer.name, phone: s.customer.phone },
      address: s.row.address,
      quantity: s.row.quantity,
      option_lines: s.row.optionLines,
      notes: s.row.notes,
      order: orders.get(s.row.id) ?? null,
    })),
  );
  return { date, total: groups.reduce((sum, g) => sum + g.quantity, 0), groups };
}

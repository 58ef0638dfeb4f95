import { and, eq } from 'drizzle-orm';
import {
  canChangeMealSubscriptionStatus,
  isScheduledDay,
  isPausedOn,
  localDateAt,
  MEAL_SUBSCRIPTION_MESSAGES as M,
  pauseMealSubscriptionSchema,
  skipMealDeliverySchema,
  isLocalDate,
  type MealSubscription,
  type MealSubscriptionStatus,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { mealSubscriptions, mealSubscriptionSkips } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { byId, loadSubscriptions, ofCustomer, type LoadedSubscription } from './meal-subscriptions.queries';
import { scheduleOf, toMealSubscription } from './meal-subscriptions.serialize';

const idOf = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
};

/** The caller's own subscription (another customer's is a 404, like a missing one). */
export async function ownSubscription(db: Db, userId: number, rawId: string, today: string): Promise<LoadedSubscription> {
  const [loaded] = await loadSubscriptions(db, and(byId(idOf(rawId)), ofCustomer(userId)), today);
  if (!loaded) throw notFound();
  return loaded;
}

export async function customerSubscriptions(db: Db, userId: number, now: Date): Promise<MealSubscription[]> {
  const today = localDateAt(now);
  return (await loadSubscriptions(db, ofCustomer(userId), today)).map((s) => toMealSubscription(s, today));
}

export async function customerSubscription(db: Db, userId: number, rawId: string, now: Date): Promise<MealSubscription> {
  const today = localDateAt(now);
  return toMealSubscription(await ownSubscription(db, userId, rawId, today), today);
}

function assertTransition(from: MealSubscriptionStatus, to: MealSubscriptionStatus): void {
  if (!canChangeMealSubscriptionStatus(from, to)) throw new HttpError(422, M.statusChange(from, to), { status: [M.statusChange(from, to)] });
}

type Change = { db: Db; userId: number; rawId: string; now: Date };

async function reloaded({ db, userId, rawId, now }: Change): Promise<MealSubscription> {
  return customerSubscription(db, userId, rawId, now);
}

/** Pauses until `until` (the day deliveries come back) or until resumed. */
export async function pauseSubscription(change: Change, body: unknown): Promise<MealSubscription> {
  const today = localDateAt(change.now);
  const s = await ownSubscription(change.db, change.userId, change.rawId, today);
  const { until } = await validateBody(pauseMealSubscriptionSchema(today), body);
  assertTransition(s.row.status as MealSubscriptionStatus, 'paused');
  await change.db.update(mealSubscriptions).set({ status: 'paused', pausedUntil: until ?? null, updatedAt: change.now }).where(eq(mealSubscriptions.id, s.row.id));
  return reloaded(change);
}

/** Resumes a paused subscription (a dated pause that already ended is active again: resuming it is a no-op change of state). */
export async function resumeSubscription(change: Change): Promise<MealSubscription> {
  const s = await ownSubscription(change.db, change.userId, change.rawId, localDateAt(change.now));
  assertTransition(s.row.status as MealSubscriptionStatus, 'active');
  await change.db.update(mealSubscriptions).set({ status: 'active', pausedUntil: null, updatedAt: change.now }).where(eq(mealSubscriptions.id, s.row.id));
  return reloaded(change);
}

export async function cancelSubscription(change: Change): Promise<MealSubscription> {
  const s = await ownSubscription(change.db, change.userId, change.rawId, localDateAt(change.now));
  assertTransition(s.row.status as MealSubscriptionStatus, 'cancelled');
  await change.db
    .update(mealSubscriptions)
    .set({ status: 'cancelled', pausedUntil: null, cancelledAt: change.now, updatedAt: change.now })
    .where(eq(mealSubscriptions.id, s.row.id));
  return reloaded(change);
}

/** Skips one future delivery day of the schedule (not a paused one); skipping twice is the same skip. */
export async function skipDelivery(change: Change, body: unknown): Promise<MealSubscription> {
  const today = localDateAt(change.now);
  const s = await ownSubscription(change.db, change.userId, change.rawId, today);
  const { date } = await validateBody(skipMealDeliverySchema(today), body);
  if (s.row.status === 'cancelled') assertTransition('cancelled', 'active');
  const schedule = scheduleOf(s.row, s.skippedDates);
  if (!isScheduledDay(schedule, date) || isPausedOn(schedule, date)) throw fieldError('date', M.skipNotDeliveryDay);
  await change.db.insert(mealSubscriptionSkips).values({ subscriptionId: s.row.id, date, createdAt: change.now }).onConflictDoNothing();
  return reloaded(change);
}

/** Undoes a skip of a future day. */
export async function unskipDelivery(change: Change, rawDate: string): Promise<MealSubscription> {
  const today = localDateAt(change.now);
  const s = await ownSubscription(change.db, change.userId, change.rawId, today);
  if (!isLocalDate(rawDate) || !s.skippedDates.includes(rawDate)) throw notFound();
  if (rawDate <= today) throw fieldError('date', M.skipPast);
  await change.db.delete(mealSubscriptionSkips).where(and(eq(mealSubscriptionSkips.subscriptionId, s.row.id), eq(mealSubscriptionSkips.date, rawDate)));
  return reloaded(change);
}

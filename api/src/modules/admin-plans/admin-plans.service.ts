import { asc, count, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, UNLIMITED, centsToReais, reaisToCents, type Plan, type PlanWrite } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { plans, subscriptions, type PlanRow } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { readPlatformSettings } from '../platform-settings/platform-settings.service';

type Actor = { id: number; name: string };

export function planOf(row: PlanRow, subscriptionsCount?: number): Plan {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price_monthly: centsToReais(row.priceMonthlyCents),
    price_yearly: centsToReais(row.priceYearlyCents),
    trial_days: row.trialDays,
    limits: { ...UNLIMITED, ...row.limits },
    features: row.features,
    is_retired: row.isRetired,
    ...(subscriptionsCount === undefined ? {} : { subscriptions_count: subscriptionsCount }),
  };
}

const columnsOf = (input: PlanWrite) => ({
  name: input.name,
  slug: input.slug,
  description: input.description ?? null,
  priceMonthlyCents: reaisToCents(input.price_monthly),
  priceYearlyCents: reaisToCents(input.price_yearly),
  trialDays: input.trial_days,
  limits: input.limits,
  features: input.features,
  isRetired: input.is_retired,
});

const subscriptionsOf = async (db: Db, planId: number) =>
  Number((await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.planId, planId)))[0]?.n ?? 0);

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .select({ plan: plans, n: count(subscriptions.id) })
    .from(plans)
    .leftJoin(subscriptions, eq(subscriptions.planId, plans.id))
    .groupBy(plans.id)
    .orderBy(asc(plans.isRetired), asc(plans.priceMonthlyCents), asc(plans.id));
  return rows.map((r) => planOf(r.plan, Number(r.n)));
}

async function findPlan(db: Db, rawId: string): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, idOrNotFound(rawId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getPlan(db: Db, rawId: string): Promise<Plan> {
  const row = await findPlan(db, rawId);
  return planOf(row, await subscriptionsOf(db, row.id));
}

const slugSafe = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('slug', PLAN_MESSAGES.slugTaken);
    throw err;
  }
};

export function createPlan(db: Db, input: PlanWrite, actor: Actor): Promise<Plan> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(plans).values(columnsOf(input)).returning();
      const plan = planOf(row!, 0);
      await recordAdminAction(tx, { actor, action: 'created', entity: 'plan', entityId: row!.id, summary: `Plano "${plan.name}" criado`, after: plan });
      return plan;
    }),
  );
}

export function updatePlan(db: Db, rawId: string, input: PlanWrite, actor: Actor, now: Date): Promise<Plan> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const beforeRow = await findPlan(tx, rawId);
      const n = await subscriptionsOf(tx, beforeRow.id);
      const before = planOf(beforeRow, n);
      const [row] = await tx.update(plans).set({ ...columnsOf(input), updatedAt: now }).where(eq(plans.id, beforeRow.id)).returning();
      const after = planOf(row!, n);
      const retiredNow = !before.is_retired && after.is_retired;
      if ((retiredNow || before.slug !== after.slug) && (await readPlatformSettings(tx)).trial_plan_slug === before.slug) throw fieldError('is_retired', PLAN_MESSAGES.trialPlan);
      await recordAdminAction(tx, {
        actor,
        action: retiredNow ? 'retired' : 'updated',
        entity: 'plan',
        entityId: row!.id,
        summary: retiredNow ? `Plano "${after.name}" aposentado` : `Plano "${after.name}" alterado`,
        before,
        after,
      });
      return after;
    }),
  );
}

/** A plan in use cannot be deleted, only retired (422 saying how many subscriptions use it). */
export async function deletePlan(db: Db, rawId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPlan(tx, rawId);
    const n = await subscriptionsOf(tx, row.id);
    if (n > 0) throw new HttpError(422, PLAN_MESSAGES.inUse(n), { plan: [PLAN_MESSAGES.inUse(n)] });
    if ((await readPlatformSettings(tx)).trial_plan_slug === row.slug) throw new HttpError(422, PLAN_MESSAGES.trialPlan, { plan: [PLAN_MESSAGES.trialPlan] });
    await tx.delete(plans).where(eq(plans.id, row.id));
    await recordAdminAction(tx, { actor, action: 'deleted', entity: 'plan', entityId: row.id, summary: `Plano "${row.name}" excluído`, before: planOf(row, 0) });
  });
}

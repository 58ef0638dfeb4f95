import { and, eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES, onlyDigits, type PlacedAddress } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, plans, stores, subscriptions, type PlanRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { assertSlugFree } from '../stores/store-slugs';

const DAY_MS = 86_400_000;

export type NewStore = {
  store_name: string;
  business_type: string;
  slug: string;
  whatsapp: string;
  cep: string;
  address: string;
  number: string;
  complement?: string | null;
  email: string | null;
};

/**
 * A new main store, unpublished, with a trial of `plan`: what a sign-up and an admin's "new store" both open, in
 * the caller's transaction. The address is the one the CEP directory confirmed (`placed`), not the one typed.
 */
export async function openStoreAccount(tx: Db, input: NewStore, placed: PlacedAddress, plan: PlanRow, now: Date): Promise<{ id: number; name: string; slug: string }> {
  const [type] = await tx.select({ id: businessTypes.id }).from(businessTypes).where(and(eq(businessTypes.slug, input.business_type), eq(businessTypes.isActive, true))).limit(1);
  if (!type) throw fieldError('business_type', SIGNUP_MESSAGES.businessTypeInvalid);
  await assertSlugFree(tx, input.slug);
  const [store] = await tx
    .insert(stores)
    .values({
      name: input.store_name,
      slug: input.slug,
      businessTypeId: type.id,
      email: input.email,
      phone: onlyDigits(input.whatsapp),
      whatsapp: onlyDigits(input.whatsapp),
      cep: onlyDigits(input.cep),
      address: input.address,
      number: input.number,
      complement: input.complement || null,
      district: placed.district,
      city: placed.city,
      state: placed.state,
      latitude: placed.location?.latitude ?? null,
      longitude: placed.location?.longitude ?? null,
      publishedAt: null,
    })
    .returning({ id: stores.id, name: stores.name, slug: stores.slug });
  await tx.insert(subscriptions).values({ storeId: store!.id, planId: plan.id, status: 'trialing', trialEndsAt: new Date(now.getTime() + plan.trialDays * DAY_MS) });
  return store!;
}

/** An active plan by slug or id; the platform's trial plan must exist (a configuration error otherwise). */
export async function activePlan(tx: Db, where: { slug: string } | { id: number }): Promise<PlanRow | undefined> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and('slug' in where ? eq(plans.slug, where.slug) : eq(plans.id, where.id), eq(plans.isRetired, false)))
    .limit(1);
  return plan;
}

import { eq, sql } from 'drizzle-orm';
import { ADMIN_STORE_CREATE_MESSAGES, INVITATION_TTL_DAYS, SUBSCRIPTION_MESSAGES, type AdminStoreCreate, type PlacedAddress } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { employeeInvitations, storeMemberships, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/http-error';
import { enqueueMail } from '../../mail/mail-job';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { invitationLink, invitationMail } from '../employees/employees.mail';
import { readPlatformSettings } from '../platform-settings/platform-settings.service';
import { activePlan, openStoreAccount } from '../store-signup/store-account';

type Actor = { id: number; name: string };

/**
 * A store the platform admin opens for a business: unpublished, on a trial, and its owner invited by e-mail (a
 * 7-day link to create the password, as for staff). An owner who already has a customer account becomes the
 * store's owner at once; staff of another store or of the platform cannot.
 */
export async function createStoreForOwner(db: Db, input: AdminStoreCreate, placed: PlacedAddress, actor: Actor, ctx: { now: Date; appUrl: string }): Promise<{ store: { id: number; name: string; slug: string }; message: string }> {
  return db.transaction(async (tx) => {
    const settings = await readPlatformSettings(tx);
    const plan = await activePlan(tx, input.plan_id ? { id: input.plan_id } : { slug: settings.trial_plan_slug });
    if (!plan) throw fieldError('plan_id', SUBSCRIPTION_MESSAGES.planRetired);
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${input.owner_email}`).limit(1);
    if (existing && existing.role !== 'customer') throw fieldError('owner_email', ADMIN_STORE_CREATE_MESSAGES.ownerIsStaff);
    const store = await openStoreAccount(tx, { ...input, email: input.owner_email }, placed, plan, ctx.now);
    let message: string;
    if (existing) {
      await tx.update(users).set({ role: 'store_owner', storeId: store.id, updatedAt: ctx.now }).where(eq(users.id, existing.id));
      await tx.insert(storeMemberships).values({ userId: existing.id, storeId: store.id, role: 'store_owner' });
      message = ADMIN_STORE_CREATE_MESSAGES.attached(existing.name);
    } else {
      const token = randomToken();
      await tx.insert(employeeInvitations).values({
        storeId: store.id,
        email: input.owner_email,
        name: input.owner_name,
        role: 'store_owner',
        tokenHash: sha256(token),
        invitedBy: actor.id,
        expiresAt: new Date(ctx.now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
      });
      await enqueueMail(tx, invitationMail(input.owner_email, store.name, 'store_owner', invitationLink(ctx.appUrl, token)));
      message = ADMIN_STORE_CREATE_MESSAGES.invited(input.owner_email);
    }
    await recordAdminAction(tx, { actor, action: 'created', entity: 'store', entityId: store.id, summary: `Loja "${store.name}" criada para ${input.owner_name} <${input.owner_email}> no plano ${plan.name}`, after: { ...input, plan: plan.slug } });
    return { store, message };
  });
}

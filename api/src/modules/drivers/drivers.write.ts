import { and, eq, isNull, sql } from 'drizzle-orm';
import { createDriverSchema, DRIVER_MESSAGES, updateDriverSchema, type DriverKind, type DriverVehicle } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { drivers, employeeInvitations, type DriverRow, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { recordActivity } from '../activity/activity-log';
import { assertNoPendingInvitation, issueInvitation } from '../employees/invitation-issue';
import { findUserByEmail } from '../users/users.service';

export type DriverWriteContext = { db: Db; store: StoreRow; actor: UserRow; now: Date; appUrl: string };

export type WrittenDriver = { driver: DriverRow; inviteUrl: string | null };

/** A new invitation (role driver) for the driver's e-mail, mailed; returns the link for WhatsApp. */
async function invite(tx: Db, ctx: DriverWriteContext, driver: DriverRow): Promise<string> {
  if (driver.invitationId !== null) await tx.delete(employeeInvitations).where(and(eq(employeeInvitations.id, driver.invitationId), isNull(employeeInvitations.acceptedAt)));
  const invitation = await issueInvitation(tx, { store: ctx.store, email: driver.email, name: driver.name, role: 'driver', branchId: null, invitedBy: ctx.actor.id, now: ctx.now, appUrl: ctx.appUrl });
  await tx.update(drivers).set({ invitationId: invitation.id }).where(eq(drivers.id, driver.id));
  return invitation.link;
}

/**
 * Registers a driver. An e-mail without an account gets an invitation (mailed, and its link returned for WhatsApp);
 * an existing driver account (a freelancer of another store) is linked at once; any other account is refused.
 */
export async function createDriver(ctx: DriverWriteContext, body: unknown): Promise<WrittenDriver> {
  const input = await validateBody(createDriverSchema, body);
  const account = await findUserByEmail(ctx.db, input.email);
  if (account && account.role !== 'driver') throw fieldError('email', DRIVER_MESSAGES.accountNotDriver);
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: drivers.id }).from(drivers).where(and(eq(drivers.storeId, ctx.store.id), sql`lower(${drivers.email}) = ${input.email}`)).limit(1);
    if (taken) throw fieldError('email', DRIVER_MESSAGES.emailTaken);
    await assertNoPendingInvitation(tx, ctx.store.id, input.email);
    const [driver] = await tx
      .insert(drivers)
      .values({
        storeId: ctx.store.id,
        userId: account?.id ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email,
        kind: input.kind as DriverKind,
        vehicle: input.vehicle as DriverVehicle,
        plate: input.plate || null,
      })
      .returning();
    const inviteUrl = account ? null : await invite(tx, ctx, driver!);
    await recordActivity(tx, { storeId: ctx.store.id, actor: { id: ctx.actor.id, name: ctx.actor.name }, entity: 'driver', entityId: driver!.id, action: 'created', summary: `Entregador ${driver!.name} cadastrado` });
    return { driver: driver!, inviteUrl };
  });
}

export async function findStoreDriver(db: Db, storeId: number, driverId: string): Promise<DriverRow> {
  if (!/^\d{1,9}$/.test(driverId)) throw notFound();
  const [driver] = await db.select().from(drivers).where(and(eq(drivers.id, Number(driverId)), eq(drivers.storeId, storeId))).limit(1);
  if (!driver) throw notFound();
  return driver;
}

/** Name, phone, kind, vehicle, plate and active; a deactivated driver goes offline (and gets no new trips). */
export async function updateDriver(ctx: DriverWriteContext, driverId: string, body: unknown): Promise<DriverRow> {
  const input = await validateBody(updateDriverSchema, body);
  const driver = await findStoreDriver(ctx.db, ctx.store.id, driverId);
  const [updated] = await ctx.db
    .update(drivers)
    .set({
      name: input.name,
      phone: input.phone,
      kind: input.kind as DriverKind,
      vehicle: input.vehicle as DriverVehicle,
      plate: input.plate || null,
      isActive: input.active,
      ...(input.active ? {} : { onlineSince: null }),
      updatedAt: ctx.now,
    })
    .where(eq(drivers.id, driver.id))
    .returning();
  return updated!;
}

/** A new invitation link (the old one stops working) while the driver has no account. */
export async function reinviteDriver(ctx: DriverWriteContext, driverId: string): Promise<WrittenDriver> {
  const driver = await findStoreDriver(ctx.db, ctx.store.id, driverId);
  if (driver.userId !== null) throw fieldError('email', 'Este entregador já aceitou o convite');
  return ctx.db.transaction(async (tx) => ({ driver, inviteUrl: await invite(tx, ctx, driver) }));
}

/** When a driver's invitation is accepted: the new account becomes that driver (in the acceptance's transaction). */
export async function linkDriverAccount(tx: Db, invitationId: number, userId: number): Promise<void> {
  await tx.update(drivers).set({ userId, invitationId: null }).where(eq(drivers.invitationId, invitationId));
}

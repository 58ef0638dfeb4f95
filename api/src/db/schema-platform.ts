import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingCycle, InvoiceKind, InvoiceStatus, PlanFeature, PlanLimits, SubscriptionStatus } from '@comanda/shared/domain';
import { stores, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Migration 0023: the platform's plans. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  priceMonthlyCents: integer('price_monthly_cents').notNull(),
  priceYearlyCents: integer('price_yearly_cents').notNull(),
  trialDays: integer('trial_days').notNull().default(14),
  limits: jsonb('limits').$type<Partial<PlanLimits>>().notNull().default({}),
  features: text('features').array().$type<PlanFeature[]>().notNull().default([]),
  isRetired: boolean('is_retired').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Migration 0023: one per store row that is not a branch (branches share their parent's). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .unique()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull().default('monthly'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    creditCents: integer('credit_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    statusBeforeSuspension: text('status_before_suspension').$type<SubscriptionStatus>(),
    gatewayCustomerId: text('gateway_customer_id'),
    /** Migration 0025: the CPF or CNPJ and e-mail the gateway bills. */
    billingDocument: text('billing_document'),
    billingEmail: text('billing_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_plan_id_idx').on(t.planId)],
);

/** Migration 0023: what a subscription is charged, paid through the gateway. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('pending'),
    billingType: text('billing_type'),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    invoiceUrl: text('invoice_url'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_invoices_subscription_id_idx').on(t.subscriptionId),
    /** Migration 0029: one live renewal invoice per subscription and period (the renewals job issues it once). */
    uniqueIndex('subscription_invoices_renewal_period_unique')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`kind = 'renewal' AND status <> 'cancelled'`),
  ],
);

/** Migration 0023: the gateway's webhook events already acted on. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** Migration 0023: the single row of platform settings. */
export const platformSettings = pgTable('platform_settings', {
  id: boolean('id').primaryKey().default(true),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** Migration 0023: every admin action, with who, what, before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/** Migration 0045: a remote that failed to load in a browser (POST /api/remotes/load-errors), for /admin/remotes. */
export const remoteLoadErrors = pgTable(
  'remote_load_errors',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    /** The release the entry's URL names; null = the unversioned build. */
    version: text('version'),
    entry: text('entry').notNull(),
    /** Cut to 500 characters. */
    message: text('message').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('remote_load_errors_remote_created_at').on(t.remote, t.createdAt)],
);

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type RemoteLoadErrorRow = typeof remoteLoadErrors.$inferSelect;

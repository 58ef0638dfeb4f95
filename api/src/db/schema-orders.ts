import { sql } from 'drizzle-orm';
import { doublePrecision, integer, smallint, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, boolean, uuid, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderAddress, OrderChannel, OrderPaymentMethod, OrderStatus, OrderType, PriceLine, ProductSelection } from '@comanda/shared/domain';
import type { Coordinates, DeliveryZoneKind } from '@comanda/shared/domain';
import { coupons, posRegisterSessions, products, stores, users } from './schema';
import { deliveryTrips, drivers } from './schema-delivery';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<DeliveryZoneKind>().notNull(),
  name: text('name').notNull(),
  districts: text('districts').array().notNull().default([]),
  /** City and state (UF) of `districts` (district zones): a Rio "Bela Vista" is not São Paulo's. */
  city: text('city'),
  state: text('state'),
  upToKm: doublePrecision('up_to_km'),
  /** Migration 0033: a polygon zone's vertices in drawing order (kind 'polygon', at least 3). */
  polygon: jsonb('polygon').$type<Coordinates[]>(),
  feeCents: integer('fee_cents').notNull(),
  minOrderCents: integer('min_order_cents'),
  estimatedTime: text('estimated_time'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Answers of the CEP directory and the geocoder (migration 0009), shared by API nodes and restarts. */
export const addressLookups = pgTable(
  'address_lookups',
  {
    kind: text('kind').$type<'cep' | 'geocode'>().notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

export const orderCounters = pgTable('order_counters', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Per-store sequence (order_counters), taken by the statement that writes the order (orders.write.ts). */
    number: integer('number').notNull(),
    channel: text('channel').$type<OrderChannel>().notNull().default('online'),
    orderType: text('order_type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    address: jsonb('address').$type<OrderAddress>(),
    district: text('district'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    tableLabel: text('table_label'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** The fee a free-delivery coupon waived (deliveryFeeCents is then 0), migration 0020. */
    deliveryFeeWaivedCents: integer('delivery_fee_waived_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The checkout's method; a POS sale's is its largest tender's (migration 0031: meal_voucher too). */
    paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull(),
    changeForCents: integer('change_for_cents'),
    pixCode: text('pix_code'),
    notes: text('notes'),
    estimatedTime: text('estimated_time'),
    deliveryZone: text('delivery_zone'),
    cancelReason: text('cancel_reason'),
    // Migration 0031, POS sales: "CPF na nota" (digits), when a station sold it offline, charged − server price of
    // an offline sale, the service charge (table tabs), who sold it, the register session, who approved the discount.
    cpf: text('cpf'),
    soldOfflineAt: timestamp('sold_offline_at', { withTimezone: true }),
    priceDifferenceCents: integer('price_difference_cents').notNull().default(0),
    serviceChargeCents: integer('service_charge_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    registerSessionId: integer('register_session_id').references(() => posRegisterSessions.id, { onDelete: 'set null' }),
    discountApprovedBy: integer('discount_approved_by').references(() => users.id, { onDelete: 'set null' }),
    // Migration 0032, table tabs: open while the table orders rounds, when it asked for the bill, the service charge's
    // percent on this tab (null: none).
    tabOpen: boolean('tab_open').notNull().default(false),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true }),
    serviceChargePercent: numeric('service_charge_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Migration 0034: the trip (schema-delivery) that takes the order out, its stop on it and its driver. */
    tripId: integer('trip_id').references((): AnyPgColumn => deliveryTrips.id, { onDelete: 'set null' }),
    tripStop: smallint('trip_stop'),
    driverId: integer('driver_id').references((): AnyPgColumn => drivers.id, { onDelete: 'set null' }),
    /** The 4 digits the customer gives the driver at the door (shown on the tracking page only). */
    deliveryCode: text('delivery_code'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Migration 0041: when a dynamic PIX was confirmed paid (PSP webhook), and until when its charge may be paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    /** Migration 0042: the slot a scheduled order is for ([start, end)); null = as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    scheduledUntil: timestamp('scheduled_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_store_id_number_key').on(t.storeId, t.number),
    uniqueIndex('orders_open_tab_table')
      .on(t.storeId, sql`lower(btrim(${t.tableLabel}))`)
      .where(sql`tab_open AND status <> 'cancelled'`),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  businessTypeSlug: text('business_type_slug'),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  selectedOptions: jsonb('selected_options').$type<ProductSelection | null>(),
  priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
  optionLines: jsonb('option_lines').$type<string[]>().notNull().default([]),
  notes: text('notes'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The kitchen round of a table's tab (migration 0031); 1 for every other order. */
  round: integer('round').notNull().default(1),
});

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').$type<OrderStatus>().notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name'),
  reason: text('reason'),
  createdAt: createdAt(),
});

export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  pgView,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import type { DeliverySurchargeRule } from '@comanda/shared/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type OpeningHours = Partial<Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', string[]>>;
export type HolidayHours = { date: string; ranges: string[] };

export const businessTypes = pgTable('business_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  icon: text('icon'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => stores.id, { onDelete: 'cascade' }),
    businessTypeId: integer('business_type_id').references(() => businessTypes.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    logo: text('logo'),
    /** Migration 0016: the storefront's cover banner (3:1). */
    cover: text('cover'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    productDisplayStyle: text('product_display_style').notNull().default('grid'),
    productsPerPage: integer('products_per_page').notNull().default(12),
    isActive: boolean('is_active').notNull().default(true),
    // null = follow opening_hours; true/false = manual override
    isOpen: boolean('is_open'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    address: text('address'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    cep: text('cep'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    minFreeDeliveryCents: integer('min_free_delivery_cents'),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    deliveryTime: text('delivery_time'),
    deliveryRangeMinKm: doublePrecision('delivery_range_min_km'),
    deliveryRangeMaxKm: doublePrecision('delivery_range_max_km'),
    /** Migration 0033 (delivery rates): per km added to a ring's or the flat fee, surcharges by time window, the rain mode. */
    deliveryPerKmCents: integer('delivery_per_km_cents'),
    deliverySurcharges: jsonb('delivery_surcharges').$type<DeliverySurchargeRule[]>().notNull().default([]),
    rainMode: boolean('rain_mode').notNull().default(false),
    rainSurchargeCents: integer('rain_surcharge_cents').notNull().default(0),
    pixKey: text('pix_key'),
    /** Migration 0017: the PIX key's type (cpf, cnpj, email, phone, random); null for keys stored before it. */
    pixKeyType: text('pix_key_type'),
    /** Dates with their own hours (no ranges = closed), replacing the weekday's (migration 0017). */
    holidayHours: jsonb('holiday_hours').$type<HolidayHours[]>().notNull().default([]),
    /** Orders paused (migration 0017): since when, until when (null = until resumed by hand), the storefront's message. */
    ordersPausedAt: timestamp('orders_paused_at', { withTimezone: true }),
    ordersPausedUntil: timestamp('orders_paused_until', { withTimezone: true }),
    ordersPauseMessage: text('orders_pause_message'),
    /** Order limits the store lowered (null = the shared defaults, DEFAULT_QUANTITY_LIMITS). */
    maxOptionCopies: integer('max_option_copies'),
    maxLineQuantity: integer('max_line_quantity'),
    maxOrderUnits: integer('max_order_units'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped by triggers (migration 0002) whenever the public catalog of this store changes. */
    catalogVersion: integer('catalog_version').notNull().default(1),
    /** Migration 0023: null while a store that signed up is being set up (its storefront is not shown). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stores_parent_id_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('customer'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    cep: text('cep'),
    address: text('address'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Migration 0023: the terms of use and privacy policy version accepted at registration (LGPD). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Migration 0024: set = the platform admin deactivated the account (no sign-in, every token refused). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`), index('users_store_id_idx').on(t.storeId)],
);

export const storeMemberships = pgTable(
  'store_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    // set = the membership is limited to this branch of store_id
    branchId: integer('branch_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** Migration 0018: set = the employee was deactivated (no longer in store_staff). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_memberships_user_store_unique').on(t.userId, t.storeId), index('store_memberships_store_id_idx').on(t.storeId)],
);

/** Migration 0005: the users who work for each store (its own, its parent's, and branch-limited memberships). */
export const storeStaff = pgView('store_staff', { storeId: integer('store_id').notNull(), userId: integer('user_id').notNull() }).existing();

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Absolute end of the session (migration 0011); a refresh keeps it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the user signed in; a refresh keeps it (created_at is the rotation's). */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('personal_access_tokens_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_email_idx').on(sql`lower(${t.email})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_store_name_unique').on(t.storeId, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    priceCents: integer('price_cents').notNull(),
    promoPriceCents: integer('promo_price_cents'),
    /** Storage-relative path ('demo/<store>/<file>.svg') or an absolute URL. */
    image: text('image'),
    galleryUrls: jsonb('gallery_urls').$type<string[]>().notNull().default([]),
    /** Spec §3 options in their raw shape. */
    businessTypeOptions: jsonb('business_type_options').$type<Record<string, unknown>>().notNull().default({}),
    /** Migration 0013: the options as validated and normalised at write time (centavos); null = not yet. */
    normalizedOptions: jsonb('normalized_options').$type<Record<string, unknown>>(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Migration 0014: the product's own business type (null = the store's), "esgotado hoje", the folded name searched. */
    businessTypeSlug: text('business_type_slug'),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** Generated by the database (expression in migration 0014); never written. */
    searchName: text('search_name').generatedAlwaysAs(sql`''`),
  },
  (t) => [index('products_category_id_idx').on(t.categoryId)],
);

/** Migration 0007: the products that can be ordered (active, in an active category or in none); the columns read from it. */
export const orderableProducts = pgView('orderable_products', {
  id: integer('id').notNull(),
  storeId: integer('store_id').notNull(),
  categoryId: integer('category_id'),
  name: text('name').notNull(),
  description: text('description'),
  shortDescription: text('short_description'),
  priceCents: integer('price_cents').notNull(),
  promoPriceCents: integer('promo_price_cents'),
  image: text('image'),
  galleryUrls: jsonb('gallery_urls').$type<string[]>().notNull(),
  businessTypeOptions: jsonb('business_type_options').$type<Record<string, unknown>>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  normalizedOptions: jsonb('normalized_options').$type<Record<string, unknown>>(),
  businessTypeSlug: text('business_type_slug'),
}).existing();

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description'),
    type: text('type').$type<'percentage' | 'fixed' | 'free_delivery'>().notNull(),
    /** percentage: percentage points (10 = 10 %); fixed: centavos; free_delivery: 0 (migration 0020). numeric → string on both drivers. */
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null = unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** Only a signed-in customer's first non-cancelled order at the store (migration 0019). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_store_code_unique').on(t.storeId, sql`upper(${t.code})`)],
);

/** Uses of a coupon by one signed-in customer (per_customer_limit). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_redemptions_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export * from './schema-orders';
export * from './schema-notifications';
export * from './schema-customer';
export * from './schema-outbox';
export * from './schema-activity';
export * from './schema-staff';
export * from './schema-store-profile';
export * from './schema-platform';
export * from './schema-dashboard';
export * from './schema-pos';
export * from './schema-delivery';
export * from './schema-reviews';
export * from './schema-account';
export * from './schema-web-push';
export * from './schema-favorites';
export * from './schema-meal-subscriptions';
export * from './schema-pix';

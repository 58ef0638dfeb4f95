import { eq } from 'drizzle-orm';
import {
  DEFAULT_QUANTITY_LIMITS,
  isPixKeyType,
  normalisePixKey,
  pausedOrdersMessage,
  pauseUntil,
  PAYMENT_METHODS,
  pixKeyTypeOf,
  PRODUCT_DISPLAY_STYLES,
  reaisToCents,
  storeOrderTypes,
  storeScheduledOrders,
  storeStatus,
  storeTabSettings,
  type PauseOrdersInput,
  type StoreSettings,
  type StoreSettingsInput,
  type StoreSettingsValues,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import type { OutboxLease } from '../../outbox/outbox-events';
import { stores, type StoreRow, type UserRow } from '../../db/schema';
import { changedFields, recordActivity } from '../activity/activity-log';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';

type Actor = Pick<UserRow, 'id' | 'name'>;

/** Who writes and this node's outbox lease: every settings write tells open storefronts (see announceStoreChange). */
export type SettingsWriter = { db: Db; actor: Actor; lease: OutboxLease };

/** The store's pause as the schedule rule reads it (null = not paused). */
export function pauseOf(store: Pick<StoreRow, 'ordersPausedAt' | 'ordersPausedUntil' | 'ordersPauseMessage'>) {
  return store.ordersPausedAt ? { until: store.ordersPausedUntil?.toISOString() ?? null, message: store.ordersPauseMessage } : null;
}

export const scheduleOf = (store: Pick<StoreRow, 'openingHours' | 'holidayHours'>) => ({ openingHours: store.openingHours, holidays: store.holidayHours });

/** What the settings form edits, in the wire's shape (reais), from the store row. */
function editableSettings(store: StoreRow): StoreSettingsValues {
  const methods = Array.isArray(store.settings.paymentMethods) ? (store.settings.paymentMethods as StoreSettingsInput['paymentMethods']) : null;
  return {
    openingHours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [], ...(store.openingHours ?? {}) },
    holidays: store.holidayHours,
    orderTypes: storeOrderTypes(store.settings),
    // Stored lists only: a store that never chose keeps every method (PIX only with a key, as the checkout does).
    paymentMethods: methods && methods.length > 0 ? methods : PAYMENT_METHODS.filter((m) => m !== 'pix' || !!store.pixKey),
    pixKeyType: isPixKeyType(store.pixKeyType) ? store.pixKeyType : store.pixKey ? pixKeyTypeOf(store.pixKey) : null,
    pixKey: store.pixKey,
    minOrderValue: store.minOrderCents / 100,
    deliveryTime: store.deliveryTime,
    // Centavos in the row, reais on the wire; the radius is the storefront's deliveryRange.max.
    deliveryFee: store.deliveryFeeCents / 100,
    minFreeDeliveryValue: store.minFreeDeliveryCents === null ? null : store.minFreeDeliveryCents / 100,
    deliveryRadiusKm: store.deliveryRangeMaxKm,
    // Whatever the spec offers is kept as stored (a carousel store stays one); anything else reads as grid.
    productDisplayStyle: PRODUCT_DISPLAY_STYLES.find((style) => style === store.productDisplayStyle) ?? 'grid',
    productsPerPage: store.productsPerPage,
    quantityLimits: { optionCopies: store.maxOptionCopies, lineQuantity: store.maxLineQuantity, orderUnits: store.maxOrderUnits },
    // The POS's tables and service charge (stores.settings, like the order types): the defaults until the store chooses.
    ...storeTabSettings(store.settings),
    scheduledOrders: storeScheduledOrders(store.settings),
  };
}

export function readSettings(store: StoreRow, now: Date): StoreSettings {
  const pause = pauseOf(store);
  const status = storeStatus({ schedule: scheduleOf(store), pause, manualOpen: store.isOpen }, now);
  return {
    ...editableSettings(store),
    pause: pause && store.ordersPausedAt ? { ...pause, pausedAt: store.ordersPausedAt.toISOString() } : null,
    status: {
      open: status.open,
      paused: status.paused,
      message: status.paused ? pausedOrdersMessage(status.pauseMessage, status.reopensAt, now) : null,
      reopensAt: status.reopensAt?.toISOString() ?? null,
    },
  };
}

const HOURS_FIELDS = ['openingHours', 'holidays'] as const;
const OTHER_FIELDS = [
  'orderTypes',
  'paymentMethods',
  'pixKeyType',
  'pixKey',
  'minOrderValue',
  'deliveryTime',
  'deliveryFee',
  'minFreeDeliveryValue',
  'deliveryRadiusKm',
  'productDisplayStyle',
  'productsPerPage',
  'quantityLimits',
  'posTableCount',
  'serviceChargePercent',
  'scheduledOrders',
] as const;

/** A limit equal to the platform's is no lowered limit: stored as null. */
const lowered = (value: number | null | undefined, platform: number) => (value == null || value >= platform ? null : value);

/** PUT settings: one UPDATE of the store row and its activity entries (hours apart from the rest), in one transaction. */
export async function updateSettings({ db, actor, lease }: SettingsWriter, store: StoreRow, input: StoreSettingsInput, now: Date): Promise<AnnouncedWrite<StoreSettings>> {
  const pixKey = input.pixKey && input.pixKeyType ? normalisePixKey(input.pixKeyType, input.pixKey) : null;
  const before = editableSettings(store);
  const next: StoreSettingsValues = {
    ...input,
    // A delivery field left out keeps what is stored (see the schema).
    deliveryFee: input.deliveryFee ?? before.deliveryFee,
    minFreeDeliveryValue: input.minFreeDeliveryValue === undefined ? before.minFreeDeliveryValue : input.minFreeDeliveryValue,
    deliveryRadiusKm: input.deliveryRadiusKm === undefined ? before.deliveryRadiusKm : input.deliveryRadiusKm,
    // Left out (a settings form that does not show them): what is stored stays.
    posTableCount: input.posTableCount ?? before.posTableCount,
    serviceChargePercent: input.serviceChargePercent ?? before.serviceChargePercent,
    scheduledOrders: input.scheduledOrders ?? before.scheduledOrders,
    pixKey,
    pixKeyType: pixKey ? input.pixKeyType : null,
    holidays: [...input.holidays].sort((a, b) => a.date.localeCompare(b.date)),
    quantityLimits: {
      optionCopies: lowered(input.quantityLimits.optionCopies, DEFAULT_QUANTITY_LIMITS.optionCopies),
      lineQuantity: lowered(input.quantityLimits.lineQuantity, DEFAULT_QUANTITY_LIMITS.lineQuantity),
      orderUnits: lowered(input.quantityLimits.orderUnits, DEFAULT_QUANTITY_LIMITS.orderUnits),
    },
  };
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({
        openingHours: next.openingHours,
        holidayHours: next.holidays,
        settings: {
          ...store.settings,
          orderTypes: next.orderTypes,
          paymentMethods: next.paymentMethods,
          posTableCount: next.posTableCount,
          serviceChargePercent: next.serviceChargePercent,
          scheduledOrders: next.scheduledOrders,
        },
        pixKey: next.pixKey,
        pixKeyType: next.pixKeyType,
        minOrderCents: reaisToCents(next.minOrderValue),
        deliveryTime: next.deliveryTime?.trim() || null,
        // What the checkout quote charges (deliveryRulesOf: flat fee, free from the threshold, the radius).
        deliveryFeeCents: reaisToCents(next.deliveryFee),
        minFreeDeliveryCents: next.minFreeDeliveryValue === null ? null : reaisToCents(next.minFreeDeliveryValue),
        deliveryRangeMaxKm: next.deliveryRadiusKm,
        productDisplayStyle: next.productDisplayStyle,
        productsPerPage: next.productsPerPage,
        maxOptionCopies: next.quantityLimits.optionCopies,
        maxLineQuantity: next.quantityLimits.lineQuantity,
        maxOrderUnits: next.quantityLimits.orderUnits,
        updatedAt: now,
      })
      .where(eq(stores.id, store.id))
      .returning();
    const hours = changedFields(before, next, HOURS_FIELDS);
    const others = changedFields(before, next, OTHER_FIELDS);
    const entry = { storeId: store.id, actor, entityId: store.id, action: 'updated' as const };
    if (Object.keys(hours).length > 0) await recordActivity(tx, { ...entry, entity: 'hours', summary: 'Horários de funcionamento alterados', changes: hours });
    if (Object.keys(others).length > 0) await recordActivity(tx, { ...entry, entity: 'settings', summary: 'Configurações da loja alteradas', changes: others });
    return { row: row!, announcements: await announceStoreChange(tx, store.id, lease) };
  });
  return { value: readSettings(updated.row, now), announcements: updated.announcements };
}

/** Pausar pedidos: replaces any pause in force. */
export async function pauseOrders({ db, actor, lease }: SettingsWriter, store: StoreRow, input: PauseOrdersInput, now: Date): Promise<AnnouncedWrite<StoreSettings>> {
  const until = pauseUntil(input.mode, scheduleOf(store), now);
  const message = input.message?.trim() || null;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({ ordersPausedAt: now, ordersPausedUntil: until ? new Date(until) : null, ordersPauseMessage: message, updatedAt: now })
      .where(eq(stores.id, store.id))
      .returning();
    await recordActivity(tx, {
      storeId: store.id,
      actor,
      entity: 'settings',
      entityId: store.id,
      action: 'deactivated',
      summary: until ? 'Pedidos pausados até ' + new Date(until).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }) : 'Pedidos pausados até reabrir',
      changes: { ordersPause: { from: pauseOf(store), to: { until, message } } },
    });
    return { row: row!, announcements: await announceStoreChange(tx, store.id, lease) };
  });
  return { value: readSettings(updated.row, now), announcements: updated.announcements };
}

/** Retomar pedidos: one click, whatever the pause's mode. */
export async function resumeOrders({ db, actor, lease }: SettingsWriter, store: StoreRow, now: Date): Promise<AnnouncedWrite<StoreSettings>> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(stores).set({ ordersPausedAt: null, ordersPausedUntil: null, ordersPauseMessage: null, updatedAt: now }).where(eq(stores.id, store.id)).returning();
    if (store.ordersPausedAt) {
      await recordActivity(tx, { storeId: store.id, actor, entity: 'settings', entityId: store.id, action: 'activated', summary: 'Pedidos retomados', changes: { ordersPause: { from: pauseOf(store), to: null } } });
    }
    return { row: row!, announcements: await announceStoreChange(tx, store.id, lease) };
  });
  return { value: readSettings(updated.row, now), announcements: updated.announcements };
}

/**
 * PUT /api/stores/{storeId}/settings: the settings form and the API validate with this one schema.
 * Money in reais on the wire (minOrderValue, deliveryFee, minFreeDeliveryValue; centavos in the database);
 * hours as 'HH:MM-HH:MM' texts per weekday.
 */
import { array, number, object, string, type InferType } from 'yup';
import { isCalendarDate, isPixKeyType, PIX_KEY_TYPES, validatePixKey } from '../validation';
import '../validation/yup-locale';
import { DEFAULT_QUANTITY_LIMITS } from '../orders/quantity-limits';
import { MAX_SERVICE_CHARGE_PERCENT } from '../pos/bill-split';
import { MAX_TABLE_COUNT } from '../pos/tabs';
import { ORDER_TYPES } from '../orders/order-types';
import { PAYMENT_METHODS } from '../orders/payment';
import { parseTimeRange, WEEKDAY_LABELS } from './opening-hours';
import { PAUSE_MODES } from './store-schedule';
import { scheduledOrdersSchema, type ScheduledOrdersSettings } from './scheduled-orders';
import { WEEKDAYS, type ProductDisplayStyle, type Weekday } from './types';

export const MAX_RANGES_PER_DAY = 6;
export const MAX_HOLIDAYS = 60;
export const PRODUCTS_PER_PAGE_RANGE = { min: 4, max: 60 } as const;
export const MAX_PAUSE_MESSAGE = 120;
/** Delivery ("Entrega"): the flat fee and the free-delivery threshold in reais, the radius in km. */
export const MAX_DELIVERY_FEE = 500;
export const MAX_FREE_DELIVERY_VALUE = 10_000;
export const MAX_DELIVERY_RADIUS_KM = 100;

/** Every display style of the spec (§4 Storefront: grid, list and carousel), in the settings' order. */
export const PRODUCT_DISPLAY_STYLES = ['grid', 'list', 'carousel'] as const satisfies readonly ProductDisplayStyle[];
export const PRODUCT_DISPLAY_STYLE_LABELS: Record<ProductDisplayStyle, string> = { grid: 'Grade', list: 'Lista', carousel: 'Carrossel' };

export const SETTINGS_MESSAGES = {
  timeRange: 'Horário inválido. Use HH:MM-HH:MM, ex.: 18:00-23:00',
  overlap: (label: string) => `Os horários de ${label} se sobrepõem`,
  holidayDate: 'Data inválida',
  holidayRepeated: 'Há mais de uma exceção para a mesma data',
  orderTypes: 'Escolha ao menos um tipo de pedido',
  paymentMethods: 'Escolha ao menos uma forma de pagamento',
  pixKeyRequired: 'Informe a chave PIX para aceitar PIX',
  pixKeyTypeRequired: 'Informe o tipo da chave PIX',
  limitAbove: (max: number) => `No máximo ${max} (o limite da plataforma)`,
  deliveryFeeRequired: 'Informe a taxa de entrega (R$ 0,00 = entrega grátis)',
  deliveryFeeRange: `A taxa de entrega deve ficar entre R$ 0,00 e R$ ${MAX_DELIVERY_FEE},00`,
  minFreeDeliveryRange: 'O valor para entrega grátis deve ser maior que R$ 0,00 e no máximo R$ 10.000,00',
  deliveryRadiusRange: `O raio de entrega deve ser maior que 0 e no máximo ${MAX_DELIVERY_RADIUS_KM} km`,
  displayStyle: 'Escolha grade, lista ou carrossel',
  posTableCount: `Informe de 1 a ${MAX_TABLE_COUNT} mesas`,
  serviceChargePercent: `A taxa de serviço deve ficar entre 0% e ${MAX_SERVICE_CHARGE_PERCENT}% (até duas casas decimais)`,
} as const;

/** At most two decimals (12,5% or 12,25%; never 12,125%). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** True when two ranges of one day share a minute (a range past midnight counts up to its end). */
function rangesOverlap(texts: readonly string[]): boolean {
  const spans = texts
    .map(parseTimeRange)
    .filter((r) => r !== null)
    .map((r) => [r.from, r.to <= r.from && r.to !== 1440 ? r.to + 1440 : r.to] as const)
    .sort((a, b) => a[0] - b[0]);
  return spans.some((span, i) => i > 0 && span[0] < spans[i - 1]![1]);
}

const timeRanges = (label: string) =>
  array(string().required(SETTINGS_MESSAGES.timeRange).test('range', SETTINGS_MESSAGES.timeRange, (v) => !v || parseTimeRange(v) !== null))
    .max(MAX_RANGES_PER_DAY)
    .default([])
    .test('overlap', SETTINGS_MESSAGES.overlap(label), (v) => !v || !rangesOverlap(v as string[]));

export const openingHoursSchema = object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, timeRanges(WEEKDAY_LABELS[day].toLowerCase())])) as Record<Weekday, ReturnType<typeof timeRanges>>,
);

const holidaySchema = object({
  date: string().required(SETTINGS_MESSAGES.holidayDate).test('date', SETTINGS_MESSAGES.holidayDate, (v) => !v || isCalendarDate(v)),
  ranges: timeRanges('o feriado'),
});

const limit = (max: number) => number().integer().min(1).max(max, SETTINGS_MESSAGES.limitAbove(max)).nullable().default(null);

export const storeSettingsSchema = object({
  openingHours: openingHoursSchema.required(),
  holidays: array(holidaySchema)
    .max(MAX_HOLIDAYS)
    .default([])
    .test('unique', SETTINGS_MESSAGES.holidayRepeated, (v) => !v || new Set(v.map((h) => h.date)).size === v.length),
  orderTypes: array(string().required().oneOf([...ORDER_TYPES])).min(1, SETTINGS_MESSAGES.orderTypes).required(SETTINGS_MESSAGES.orderTypes),
  paymentMethods: array(string().required().oneOf([...PAYMENT_METHODS])).min(1, SETTINGS_MESSAGES.paymentMethods).required(SETTINGS_MESSAGES.paymentMethods),
  pixKeyType: string()
    .oneOf([...PIX_KEY_TYPES])
    .nullable()
    .default(null)
    .when('pixKey', { is: (key: unknown) => typeof key === 'string' && key.trim() !== '', then: (s) => s.required(SETTINGS_MESSAGES.pixKeyTypeRequired) }),
  pixKey: string()
    .trim()
    .max(140)
    .nullable()
    .default(null)
    .when('paymentMethods', { is: (methods: unknown) => Array.isArray(methods) && methods.includes('pix'), then: (s) => s.required(SETTINGS_MESSAGES.pixKeyRequired) })
    .test('pix-key', function check(value) {
      const type: unknown = this.parent.pixKeyType;
      if (!value || !isPixKeyType(type)) return true;
      const error = validatePixKey(type, value);
      return error === null || this.createError({ message: error });
    }),
  minOrderValue: number().min(0).max(10_000).required(),
  deliveryTime: string().trim().max(40).nullable().default(null),
  // "Entrega". Left out of a PUT (a client that does not know them), each keeps what is stored: none is
  // wiped by a save that never showed it. The settings form always sends all three.
  /** The flat delivery fee, reais (R$ 0,00 = free delivery). */
  deliveryFee: number()
    .typeError(SETTINGS_MESSAGES.deliveryFeeRange)
    .min(0, SETTINGS_MESSAGES.deliveryFeeRange)
    .max(MAX_DELIVERY_FEE, SETTINGS_MESSAGES.deliveryFeeRange)
    .nonNullable(SETTINGS_MESSAGES.deliveryFeeRequired)
    .optional(),
  /** Delivery is free from this items subtotal up, reais; null = never free. */
  minFreeDeliveryValue: number()
    .typeError(SETTINGS_MESSAGES.minFreeDeliveryRange)
    .moreThan(0, SETTINGS_MESSAGES.minFreeDeliveryRange)
    .max(MAX_FREE_DELIVERY_VALUE, SETTINGS_MESSAGES.minFreeDeliveryRange)
    .nullable()
    .optional(),
  /** How far from the store it delivers, km (the storefront's deliveryRange.max); null = no limit. */
  deliveryRadiusKm: number()
    .typeError(SETTINGS_MESSAGES.deliveryRadiusRange)
    .moreThan(0, SETTINGS_MESSAGES.deliveryRadiusRange)
    .max(MAX_DELIVERY_RADIUS_KM, SETTINGS_MESSAGES.deliveryRadiusRange)
    .nullable()
    .optional(),
  productDisplayStyle: string().oneOf([...PRODUCT_DISPLAY_STYLES], SETTINGS_MESSAGES.displayStyle).required(SETTINGS_MESSAGES.displayStyle),
  productsPerPage: number().integer().min(PRODUCTS_PER_PAGE_RANGE.min).max(PRODUCTS_PER_PAGE_RANGE.max).required(),
  quantityLimits: object({
    optionCopies: limit(DEFAULT_QUANTITY_LIMITS.optionCopies),
    lineQuantity: limit(DEFAULT_QUANTITY_LIMITS.lineQuantity),
    orderUnits: limit(DEFAULT_QUANTITY_LIMITS.orderUnits),
  }).required(),
  // The POS's table tabs. Left out of a PUT, each keeps what is stored (DEFAULT_TABLE_COUNT and
  // DEFAULT_SERVICE_CHARGE_PERCENT until the store chooses): GET always answers both.
  /** The tables the POS's tables screen shows ("1" … posTableCount). */
  posTableCount: number()
    .typeError(SETTINGS_MESSAGES.posTableCount)
    .integer(SETTINGS_MESSAGES.posTableCount)
    .min(1, SETTINGS_MESSAGES.posTableCount)
    .max(MAX_TABLE_COUNT, SETTINGS_MESSAGES.posTableCount)
    .nonNullable(SETTINGS_MESSAGES.posTableCount)
    .optional(),
  /** Scheduled orders ("Agendar para"): on/off, how far ahead, slot length, notice. Left out of a PUT, what is stored stays. */
  scheduledOrders: scheduledOrdersSchema.default(undefined).optional(),
  /** The service charge (taxa de serviço) on dine-in sales, percent of the items after the discount; 0 = none. */
  serviceChargePercent: number()
    .typeError(SETTINGS_MESSAGES.serviceChargePercent)
    .min(0, SETTINGS_MESSAGES.serviceChargePercent)
    .max(MAX_SERVICE_CHARGE_PERCENT, SETTINGS_MESSAGES.serviceChargePercent)
    .test('two-decimals', SETTINGS_MESSAGES.serviceChargePercent, (v) => v == null || twoDecimals(v))
    .nonNullable(SETTINGS_MESSAGES.serviceChargePercent)
    .optional(),
});

export type StoreSettingsInput = InferType<typeof storeSettingsSchema>;

type DeliverySettingsField = 'deliveryFee' | 'minFreeDeliveryValue' | 'deliveryRadiusKm';

/**
 * The settings as stored, in the wire's shape: the delivery fields are always there (only a PUT may leave them out).
 * The API also always answers posTableCount and serviceChargePercent (typed optional while the settings form does not
 * edit them yet).
 */
export type StoreSettingsValues = Omit<StoreSettingsInput, DeliverySettingsField | 'scheduledOrders'> & {
  deliveryFee: number;
  minFreeDeliveryValue: number | null;
  deliveryRadiusKm: number | null;
  /** Always answered by GET (off until the store turns it on). */
  scheduledOrders?: ScheduledOrdersSettings;
};

/** GET /api/stores/{storeId}/settings → `{ data: StoreSettings }`. */
export type StoreSettings = StoreSettingsValues & {
  /** Orders paused now (null = not paused). */
  pause: { until: string | null; message: string | null; pausedAt: string } | null;
  /** Now, by the same rule the orders use. */
  status: { open: boolean; paused: boolean; message: string | null; reopensAt: string | null };
};

/** POST /api/stores/{storeId}/settings/pause. */
export const pauseOrdersSchema = object({
  mode: string().required().oneOf([...PAUSE_MODES]),
  message: string().trim().max(MAX_PAUSE_MESSAGE).nullable().default(null),
});
export type PauseOrdersInput = InferType<typeof pauseOrdersSchema>;

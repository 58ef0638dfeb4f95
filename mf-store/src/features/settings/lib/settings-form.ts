import { ValidationError } from 'yup';
import { DEFAULT_SCHEDULED_ORDERS, DEFAULT_SERVICE_CHARGE_PERCENT, DEFAULT_TABLE_COUNT, storeSettingsSchema, WEEKDAYS, yupFieldErrors, type PixKeyType, type StoreSettings, type StoreSettingsInput, type StoreSettingsValues, type Weekday } from '@comanda/shared/domain';

/** One interval as the form edits it: two 'HH:MM' inputs ('18:00' to '02:00' runs past midnight). */
export type RangeValue = { from: string; to: string };
export type HolidayValue = { date: string; closed: boolean; ranges: RangeValue[] };

export type SettingsFormValues = Omit<StoreSettingsValues, 'openingHours' | 'holidays' | 'pixKeyType' | 'pixKey' | 'deliveryTime'> & {
  openingHours: Record<Weekday, RangeValue[]>;
  holidays: HolidayValue[];
  pixKeyType: PixKeyType | '';
  pixKey: string;
  deliveryTime: string;
};

/** Flat errors keyed like the API's ('openingHours.monday.0', 'pixKey'): the form and a 422 share them. */
export type FlatErrors = Record<string, string>;

const toRange = (text: string): RangeValue => {
  const [from = '', to = ''] = text.split('-');
  return { from: from.trim().padStart(5, '0'), to: to.trim().padStart(5, '0') };
};
const toText = (range: RangeValue) => `${range.from}-${range.to}`;

export function formValuesOf(settings: StoreSettings): SettingsFormValues {
  return {
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, (settings.openingHours[day] ?? []).map(toRange)])) as Record<Weekday, RangeValue[]>,
    holidays: settings.holidays.map((h) => ({ date: h.date, closed: h.ranges.length === 0, ranges: h.ranges.map(toRange) })),
    orderTypes: settings.orderTypes,
    paymentMethods: settings.paymentMethods,
    pixKeyType: settings.pixKeyType ?? '',
    pixKey: settings.pixKey ?? '',
    minOrderValue: settings.minOrderValue,
    deliveryTime: settings.deliveryTime ?? '',
    deliveryFee: settings.deliveryFee,
    minFreeDeliveryValue: settings.minFreeDeliveryValue,
    deliveryRadiusKm: settings.deliveryRadiusKm,
    productDisplayStyle: settings.productDisplayStyle,
    productsPerPage: settings.productsPerPage,
    quantityLimits: settings.quantityLimits,
    posTableCount: settings.posTableCount ?? DEFAULT_TABLE_COUNT,
    serviceChargePercent: settings.serviceChargePercent ?? DEFAULT_SERVICE_CHARGE_PERCENT,
    scheduledOrders: settings.scheduledOrders ?? DEFAULT_SCHEDULED_ORDERS,
  };
}

export function requestOf(values: SettingsFormValues): StoreSettingsInput {
  return {
    ...values,
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.openingHours[day].map(toText)])) as StoreSettingsInput['openingHours'],
    holidays: values.holidays.map((h) => ({ date: h.date, ranges: h.closed ? [] : h.ranges.map(toText) })),
    pixKeyType: values.pixKeyType === '' ? null : values.pixKeyType,
    pixKey: values.pixKey.trim() === '' ? null : values.pixKey.trim(),
    deliveryTime: values.deliveryTime.trim() === '' ? null : values.deliveryTime.trim(),
  };
}

/** The shared schema over the request the form would send; errors flattened to the API's keys. */
export async function validateSettings(values: SettingsFormValues): Promise<FlatErrors> {
  try {
    await storeSettingsSchema.validate(requestOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(Object.entries(yupFieldErrors(error)).map(([key, messages]) => [key, messages[0] ?? '']));
  }
}

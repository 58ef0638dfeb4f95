import { ValidationError } from 'yup';
import { deliveryRatesInputSchema, yupFieldErrors, type DeliveryRatesInput, type DeliveryRatesSettings, type Weekday } from '@comanda/shared/domain';

export type SurchargeValues = { label: string; weekdays: Weekday[]; from: string; to: string; amount: number | null };

/** The rates form: money in reais (CurrencyField; null = blank). */
export type RatesFormValues = {
  minFreeDeliveryValue: number | null;
  perKm: number | null;
  surcharges: SurchargeValues[];
  rainMode: boolean;
  rainSurcharge: number | null;
};

/** Flat errors keyed like the API's 422 ('surcharges.0.from', 'rainSurcharge'): the form and the server share them. */
export type RatesErrors = Record<string, string>;

export const NEW_SURCHARGE: SurchargeValues = { label: '', weekdays: ['friday', 'saturday'], from: '18:00', to: '22:00', amount: null };

export function ratesValuesOf(rates: DeliveryRatesSettings): RatesFormValues {
  return {
    minFreeDeliveryValue: rates.minFreeDeliveryValue,
    perKm: rates.perKm,
    surcharges: rates.surcharges.map((s) => ({ ...s })),
    rainMode: rates.rainMode,
    rainSurcharge: rates.rainSurcharge,
  };
}

export function ratesRequestOf(values: RatesFormValues): DeliveryRatesInput {
  return {
    minFreeDeliveryValue: values.minFreeDeliveryValue,
    perKm: values.perKm === 0 ? null : values.perKm,
    surcharges: values.surcharges.map((s) => ({ label: s.label.trim(), weekdays: s.weekdays, from: s.from, to: s.to, amount: s.amount as number })),
    rainMode: values.rainMode,
    rainSurcharge: values.rainSurcharge ?? 0,
  };
}

/** The shared schema over the request the form would send. */
export async function validateRates(values: RatesFormValues): Promise<RatesErrors> {
  try {
    await deliveryRatesInputSchema.validate(ratesRequestOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(Object.entries(yupFieldErrors(error)).map(([key, messages]) => [key, messages[0] ?? '']));
  }
}

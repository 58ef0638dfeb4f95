// The rates form's yup schema, apart from the rules in rates.ts that the storefront and checkout run.
import { array, boolean, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { WEEKDAYS } from '../store/types';
import { DELIVERY_RATES_MESSAGES, MAX_PER_KM, MAX_SURCHARGE, MAX_SURCHARGES } from './rates';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '24:00' ends a window at midnight. */
const HHMM_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const time = (pattern: RegExp) => string().trim().required(DELIVERY_RATES_MESSAGES.time).matches(pattern, DELIVERY_RATES_MESSAGES.time);

const surchargeSchema = object({
  label: string().trim().max(40, DELIVERY_RATES_MESSAGES.labelLength).required(DELIVERY_RATES_MESSAGES.label),
  weekdays: array(string().oneOf([...WEEKDAYS], DELIVERY_RATES_MESSAGES.weekdays).required(DELIVERY_RATES_MESSAGES.weekdays))
    .min(1, DELIVERY_RATES_MESSAGES.weekdays)
    .required(DELIVERY_RATES_MESSAGES.weekdays),
  from: time(HHMM),
  to: time(HHMM_END).test('different', DELIVERY_RATES_MESSAGES.sameTimes, function different(value) {
    return !value || value !== this.parent.from;
  }),
  amount: number()
    .typeError(DELIVERY_RATES_MESSAGES.amount)
    .moreThan(0, DELIVERY_RATES_MESSAGES.amount)
    .max(MAX_SURCHARGE, DELIVERY_RATES_MESSAGES.amount)
    .required(DELIVERY_RATES_MESSAGES.amount),
});

/**
 * PUT /api/stores/{storeId}/delivery/rates and the rates form (reais). The whole set, every field named (null where
 * blank): a body that leaves one out is refused rather than wiping what is stored.
 */
export const deliveryRatesInputSchema = object({
  /** Free delivery from this items subtotal up; null = never free. */
  minFreeDeliveryValue: number()
    .typeError(DELIVERY_RATES_MESSAGES.minFreeRange)
    .moreThan(0, DELIVERY_RATES_MESSAGES.minFreeRange)
    .max(10_000, DELIVERY_RATES_MESSAGES.minFreeRange)
    .nullable()
    .defined(DELIVERY_RATES_MESSAGES.minFreeRequired),
  /** Per km of distance; null or 0 = none. */
  perKm: number()
    .typeError(DELIVERY_RATES_MESSAGES.perKmRange)
    .min(0, DELIVERY_RATES_MESSAGES.perKmRange)
    .max(MAX_PER_KM, DELIVERY_RATES_MESSAGES.perKmRange)
    .nullable()
    .defined(DELIVERY_RATES_MESSAGES.perKmRequired),
  surcharges: array(surchargeSchema).max(MAX_SURCHARGES, DELIVERY_RATES_MESSAGES.surchargesMax).required(DELIVERY_RATES_MESSAGES.surchargesRequired),
  rainMode: boolean().typeError(DELIVERY_RATES_MESSAGES.rainModeRequired).required(DELIVERY_RATES_MESSAGES.rainModeRequired),
  rainSurcharge: number()
    .typeError(DELIVERY_RATES_MESSAGES.rainSurcharge)
    .min(0, DELIVERY_RATES_MESSAGES.rainSurcharge)
    .max(MAX_SURCHARGE, DELIVERY_RATES_MESSAGES.rainSurcharge)
    .required(DELIVERY_RATES_MESSAGES.rainSurcharge)
    .test('rain-on', DELIVERY_RATES_MESSAGES.rainSurchargeRequired, function rainOn(value) {
      return !this.parent.rainMode || (typeof value === 'number' && value > 0);
    }),
});

export type DeliveryRatesInput = InferType<typeof deliveryRatesInputSchema>;

/**
 * Delivery rates (/store/delivery/rates): free above a subtotal (stores.min_free_delivery_cents, the one the settings
 * edit too), a fee per km, surcharges by time window and the rain mode. quoteDelivery (orders/delivery.ts) applies
 * them at the instant it is given, on São Paulo's clock, so the browser and the server compute the same fee.
 */
import { reaisToCents } from '../money';
import { DEFAULT_TIME_ZONE } from '../store/constants';
import { localWeekdayAndMinutes, parseTimeRange } from '../store/opening-hours';
import { WEEKDAYS, type Weekday } from '../store/types';

/** A surcharge by time window (centavos): on `weekdays`, from `from` to `to` ('HH:MM'; a window past midnight belongs to the day it starts). */
export type DeliverySurchargeRule = { label: string; weekdays: Weekday[]; from: string; to: string; amountCents: number };

/** The rates as the rules read them (centavos). */
export type DeliveryRatesRules = {
  /** Added per km of straight-line distance to the fee of a distance ring or of the flat fee; null = none. */
  perKmCents: number | null;
  surcharges: DeliverySurchargeRule[];
  /** Rain mode, switched on and off by the store, with its surcharge. */
  rainMode: boolean;
  rainSurchargeCents: number;
};

export const NO_DELIVERY_RATES: DeliveryRatesRules = { perKmCents: null, surcharges: [], rainMode: false, rainSurchargeCents: 0 };

/** A surcharge a quote applied (its label and centavos): the checkout lists them. */
export type AppliedSurcharge = { label: string; amountCents: number };

export const RAIN_SURCHARGE_LABEL = 'Modo chuva';

/** The rules as the rates screen states them. */
export const DELIVERY_RATES_RULES_TEXT = {
  perKm:
    'Valor por km: a taxa de um anel de distância (ou a taxa fixa, sem zonas) passa a ser a taxa base + valor por km × distância em linha reta da loja, arredondada ao centavo. Polígonos e bairros cobram só a própria taxa.',
  surcharges: 'Acréscimos por horário valem nos dias e no horário de Brasília escolhidos (das 22:00 às 02:00 segue até a madrugada do dia seguinte) e somam-se à taxa de qualquer zona.',
  rain: 'Com o modo chuva ligado, o acréscimo de chuva soma-se à taxa de toda entrega até você desligá-lo.',
  free: 'Entrega grátis a partir do valor: com o subtotal dos itens igual ou acima dele, a entrega inteira (taxa, km e acréscimos) é grátis.',
} as const;

/** Whether a surcharge's window holds the instant `at` (store time, America/Sao_Paulo). */
export function surchargeActiveAt(rule: Pick<DeliverySurchargeRule, 'weekdays' | 'from' | 'to'>, at: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  const range = parseTimeRange(`${rule.from}-${rule.to}`);
  if (!range || range.from === range.to) return false;
  const { weekday, minutes } = localWeekdayAndMinutes(at, timeZone);
  if (range.to > range.from) return rule.weekdays.includes(weekday) && minutes >= range.from && minutes < range.to;
  // Past midnight: the evening of a chosen day, and the small hours of the day after it.
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]!;
  return (rule.weekdays.includes(weekday) && minutes >= range.from) || (rule.weekdays.includes(yesterday) && minutes < range.to);
}

/** The surcharges in force at `at`: every window that holds it, in the store's order, then the rain mode when on. */
export function surchargesAt(rates: DeliveryRatesRules, at: Date): AppliedSurcharge[] {
  const applied = rates.surcharges.filter((rule) => rule.amountCents > 0 && surchargeActiveAt(rule, at)).map((rule) => ({ label: rule.label, amountCents: rule.amountCents }));
  if (rates.rainMode && rates.rainSurchargeCents > 0) applied.push({ label: RAIN_SURCHARGE_LABEL, amountCents: rates.rainSurchargeCents });
  return applied;
}

/** The per-km part of a fee: per km × distance, rounded to the centavo. */
export function perKmFeeCents(perKmCents: number | null, distanceKm: number | null): number {
  if (perKmCents === null || perKmCents <= 0 || distanceKm === null) return 0;
  return Math.round(perKmCents * distanceKm);
}

/** A surcharge on the wire (reais). */
export type DeliverySurcharge = { label: string; weekdays: Weekday[]; from: string; to: string; amount: number };

/** The rates as the storefront receives them (StorePublic.deliveryRates, reais). */
export type StoreDeliveryRates = { perKm: number | null; surcharges: DeliverySurcharge[]; rainMode: boolean; rainSurcharge: number };

/** GET/PUT /api/stores/{storeId}/delivery/rates (reais): the free-delivery threshold and the rates. */
export type DeliveryRatesSettings = StoreDeliveryRates & { minFreeDeliveryValue: number | null };

export const MAX_PER_KM = 50;
export const MAX_SURCHARGE = 100;
export const MAX_SURCHARGES = 20;

export const DELIVERY_RATES_MESSAGES = {
  minFreeRange: 'O valor para entrega grátis deve ser maior que R$ 0,00 e no máximo R$ 10.000,00',
  perKmRange: `O valor por km deve ficar entre R$ 0,00 e R$ ${MAX_PER_KM},00`,
  perKmNeedsLocation: 'Para cobrar por km, marque a localização da loja no Perfil da loja.',
  label: 'Informe o nome do acréscimo',
  labelLength: 'O nome do acréscimo pode ter no máximo 40 caracteres',
  weekdays: 'Escolha ao menos um dia',
  time: 'Horário inválido. Use HH:MM, ex.: 18:00',
  sameTimes: 'O início e o fim do horário não podem ser iguais',
  amount: `Informe um valor maior que R$ 0,00 e no máximo R$ ${MAX_SURCHARGE},00`,
  surchargesMax: `No máximo ${MAX_SURCHARGES} acréscimos por horário`,
  rainSurcharge: `O acréscimo de chuva deve ficar entre R$ 0,00 e R$ ${MAX_SURCHARGE},00`,
  rainSurchargeRequired: 'Informe o acréscimo do modo chuva para ligá-lo',
  minFreeRequired: 'Informe o valor para entrega grátis (ou null para nunca)',
  perKmRequired: 'Informe o valor por km (ou null para não cobrar)',
  surchargesRequired: 'Informe a lista de acréscimos por horário (pode ser vazia)',
  rainModeRequired: 'Informe se o modo chuva está ligado',
} as const;

/** The wire's rates (reais) as the rules read them (centavos). */
export function deliveryRatesRulesOf(rates: StoreDeliveryRates | null | undefined): DeliveryRatesRules {
  if (!rates) return NO_DELIVERY_RATES;
  return {
    perKmCents: rates.perKm === null || rates.perKm <= 0 ? null : reaisToCents(rates.perKm),
    surcharges: rates.surcharges.map((s) => ({ label: s.label, weekdays: s.weekdays, from: s.from, to: s.to, amountCents: reaisToCents(s.amount) })),
    rainMode: rates.rainMode,
    rainSurchargeCents: reaisToCents(rates.rainSurcharge),
  };
}

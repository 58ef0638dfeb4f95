import { DELIVERY_FREQUENCY_LABELS } from '../catalog/value-labels';
import { PAYMENT_METHODS } from '../orders/payment';

/** The spec's delivery frequencies, labelled as the marmita panel shows them. */
export const MEAL_FREQUENCIES = Object.keys(DELIVERY_FREQUENCY_LABELS) as (keyof typeof DELIVERY_FREQUENCY_LABELS)[];
export type MealFrequency = (typeof MEAL_FREQUENCIES)[number];
export const MEAL_FREQUENCY_LABELS: Record<MealFrequency, string> = DELIVERY_FREQUENCY_LABELS;

/** Frequencies whose customer picks the weekdays; `monthly` picks a day of the month; daily and weekdays pick nothing. */
export const frequencyTakesWeekdays = (frequency: MealFrequency) => frequency === 'weekly' || frequency === 'bi_weekly';
export const frequencyTakesDayOfMonth = (frequency: MealFrequency) => frequency === 'monthly';

export const MEAL_SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type MealSubscriptionStatus = (typeof MEAL_SUBSCRIPTION_STATUSES)[number];

export const MEAL_SUBSCRIPTION_STATUS_LABELS: Record<MealSubscriptionStatus, string> = {
  active: 'Ativa',
  paused: 'Pausada',
  cancelled: 'Cancelada',
};

/** Pausing a paused subscription changes its date; cancelled is final. */
const TRANSITIONS: Record<MealSubscriptionStatus, readonly MealSubscriptionStatus[]> = {
  active: ['paused', 'cancelled'],
  paused: ['paused', 'active', 'cancelled'],
  cancelled: [],
};

export const canChangeMealSubscriptionStatus = (from: MealSubscriptionStatus, to: MealSubscriptionStatus): boolean => TRANSITIONS[from].includes(to);

/** What the store is paid with at each delivery (the checkout's methods, paid on delivery or by PIX). */
export const MEAL_SUBSCRIPTION_PAYMENT_METHODS = PAYMENT_METHODS;

export const MEAL_SUBSCRIPTION_LIMITS = {
  /** How far ahead a subscription may start. */
  maxStartDays: 60,
  /** How far ahead a pause may end or a delivery be skipped. */
  maxAheadDays: 366,
  maxQuantity: 10,
  maxNotes: 300,
  /** Deliveries listed with a subscription. */
  upcoming: 5,
} as const;

export const MEAL_SUBSCRIPTION_MESSAGES = {
  productRequired: 'Escolha a marmita',
  productNotSubscribable: 'Esta marmita não está disponível por assinatura',
  frequencyRequired: 'Escolha a frequência de entrega',
  frequencyInvalid: 'Frequência de entrega inválida',
  weekdaysRequired: 'Escolha ao menos um dia da semana',
  weekdayInvalid: 'Dia da semana inválido',
  dayOfMonthRequired: 'Escolha o dia do mês (1 a 31)',
  dateInvalid: 'Data inválida',
  startDatePast: 'A primeira entrega não pode ser antes de hoje',
  startDateTooFar: `A primeira entrega deve ser nos próximos ${MEAL_SUBSCRIPTION_LIMITS.maxStartDays} dias`,
  addressRequired: 'Escolha um endereço salvo para a entrega',
  addressNotFound: 'Endereço não encontrado entre os seus endereços salvos',
  paymentRequired: 'Escolha a forma de pagamento',
  paymentInvalid: 'Forma de pagamento inválida',
  paymentUnavailable: 'Esta loja não aceita esta forma de pagamento',
  deliveryUnavailable: 'Esta loja não faz entregas',
  phoneRequired: 'Cadastre um telefone no seu perfil para receber as entregas',
  statusInvalid: 'Situação inválida',
  quantityInvalid: `Quantidade entre 1 e ${MEAL_SUBSCRIPTION_LIMITS.maxQuantity}`,
  notesTooLong: `No máximo ${MEAL_SUBSCRIPTION_LIMITS.maxNotes} caracteres`,
  pauseUntilPast: 'A pausa deve terminar depois de hoje',
  pauseUntilTooFar: 'A pausa pode durar no máximo um ano',
  skipDateRequired: 'Informe a data da entrega a pular',
  skipNotDeliveryDay: 'Não há entrega da assinatura nesta data',
  skipPast: 'Só é possível pular entregas futuras',
  skipTooFar: 'Só é possível pular entregas do próximo ano',
  statusChange: (from: MealSubscriptionStatus, to: MealSubscriptionStatus) =>
    to === 'active' && from === 'active'
      ? 'A assinatura já está ativa'
      : from === 'cancelled'
        ? 'A assinatura foi cancelada'
        : `Não é possível mudar de "${MEAL_SUBSCRIPTION_STATUS_LABELS[from]}" para "${MEAL_SUBSCRIPTION_STATUS_LABELS[to]}"`,
  /** The notification when a delivery cannot be made because the store no longer sells the product. */
  productGonePaused: (product: string) => `A marmita "${product}" não está mais à venda: pausamos a sua assinatura. Nenhum pedido foi criado.`,
} as const;

/**
 * The cash register of a POS station (issue 11): a session opens with a float (fundo de troco), takes the sales'
 * payments, cash withdrawals (sangria) and deposits (suprimento), and closes with a blind count per method, compared
 * with what it should hold. The X report is the same figures mid-shift; the Z report, at the close.
 */
import { number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { formatBRL } from '../money';
import { POS_PAYMENT_METHODS, type PosPaymentMethod } from './tenders';

export const CASH_MOVEMENT_KINDS = ['sangria', 'suprimento'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** Every movement a session holds: the two a station makes, and 'acerto' (a driver's cash brought in, issue 12). */
export type RegisterMovementKind = CashMovementKind | 'acerto';

export const CASH_MOVEMENT_LABELS: Record<RegisterMovementKind, string> = { sangria: 'Sangria', suprimento: 'Suprimento', acerto: 'Acerto de entregador' };

/** The largest amount a register form takes (R$ 100.000,00): a typo, not a float. */
export const MAX_REGISTER_AMOUNT_CENTS = 10_000_000;

export const REGISTER_MESSAGES = {
  floatRequired: 'Informe o fundo de troco (pode ser R$ 0,00).',
  amountRequired: 'Informe o valor.',
  amountPositive: 'Informe um valor maior que zero.',
  amountTooLarge: `O valor máximo é ${formatBRL(MAX_REGISTER_AMOUNT_CENTS)}.`,
  reasonRequired: 'Informe o motivo.',
  reasonTooLong: 'O motivo pode ter até 200 caracteres.',
  countRequired: 'Informe o valor contado (pode ser R$ 0,00).',
  sangriaAboveCash: (cents: number) => `A sangria não pode passar do dinheiro na gaveta (${formatBRL(cents)}).`,
  mustBeOpen: 'Abra o caixa para vender.',
  alreadyOpen: 'Já existe um caixa aberto nesta estação.',
  alreadyClosed: 'Este caixa já foi fechado.',
  stationRequired: 'Estação do caixa inválida. Recarregue a página.',
  stationNameRequired: 'Dê um nome para esta estação (ex.: Balcão 1).',
  stationNameTooLong: 'O nome da estação pode ter até 60 caracteres.',
} as const;

const cents = (required: string, min: number, minMessage: string) =>
  number().typeError(required).required(required).integer(required).min(min, minMessage).max(MAX_REGISTER_AMOUNT_CENTS, REGISTER_MESSAGES.amountTooLarge);

/** A station is one device selling for the store (a tablet, a PC): its id is made by the device and kept there. */
export const STATION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const openRegisterSchema = object({
  station_id: string().trim().required(REGISTER_MESSAGES.stationRequired).matches(STATION_ID_PATTERN, REGISTER_MESSAGES.stationRequired),
  station_name: string().trim().required(REGISTER_MESSAGES.stationNameRequired).max(60, REGISTER_MESSAGES.stationNameTooLong),
  opening_float_cents: cents(REGISTER_MESSAGES.floatRequired, 0, REGISTER_MESSAGES.floatRequired),
});
export type OpenRegisterInput = InferType<typeof openRegisterSchema>;

export const cashMovementSchema = object({
  kind: string().oneOf([...CASH_MOVEMENT_KINDS]).required(),
  amount_cents: cents(REGISTER_MESSAGES.amountRequired, 1, REGISTER_MESSAGES.amountPositive),
  reason: string().trim().required(REGISTER_MESSAGES.reasonRequired).max(200, REGISTER_MESSAGES.reasonTooLong),
});
export type CashMovementInput = InferType<typeof cashMovementSchema>;

const countFields = Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, cents(REGISTER_MESSAGES.countRequired, 0, REGISTER_MESSAGES.countRequired)]));
export const closeRegisterSchema = object({ counted: object(countFields).required(), notes: string().trim().max(500).nullable().default(null) });
export type CloseRegisterInput = { counted: Record<PosPaymentMethod, number>; notes: string | null };

/** What the register took in from one sale, per method (cash net of the change): settleTenders' `taken`. */
export type RegisterSale = { taken: Partial<Record<PosPaymentMethod, number>> };
export type RegisterMovement = { kind: RegisterMovementKind; amount_cents: number };

export type RegisterTotals = {
  opening_float_cents: number;
  sales_count: number;
  /** Per method, what the sales took. */
  sales: Record<PosPaymentMethod, number>;
  sales_total_cents: number;
  sangria_cents: number;
  suprimento_cents: number;
  /** Cash drivers brought in from deliveries paid in cash (online orders). */
  acerto_cents: number;
  /** What the drawer and the card machines should hold: cash = float + cash sales + suprimento + acerto − sangria. */
  expected: Record<PosPaymentMethod, number>;
};

const zeroes = (): Record<PosPaymentMethod, number> => Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, 0])) as Record<PosPaymentMethod, number>;

/** The figures of a register session (the X report while open, the Z report once closed). */
export function registerTotals(openingFloatCents: number, sales: readonly RegisterSale[], movements: readonly RegisterMovement[]): RegisterTotals {
  const byMethod = zeroes();
  for (const sale of sales) for (const m of POS_PAYMENT_METHODS) byMethod[m] += sale.taken[m] ?? 0;
  const sum = (kind: RegisterMovementKind) => movements.filter((mv) => mv.kind === kind).reduce((total, mv) => total + mv.amount_cents, 0);
  const sangria = sum('sangria');
  const suprimento = sum('suprimento');
  const acerto = sum('acerto');
  const expected = { ...byMethod, cash: openingFloatCents + byMethod.cash + suprimento + acerto - sangria };
  return {
    opening_float_cents: openingFloatCents,
    sales_count: sales.length,
    sales: byMethod,
    sales_total_cents: POS_PAYMENT_METHODS.reduce((total, m) => total + byMethod[m], 0),
    sangria_cents: sangria,
    suprimento_cents: suprimento,
    acerto_cents: acerto,
    expected,
  };
}

/** Why a sangria of `amountCents` is refused (null: allowed): never more cash than the drawer should hold. */
export function sangriaRefusal(totals: RegisterTotals, amountCents: number): string | null {
  return amountCents > totals.expected.cash ? REGISTER_MESSAGES.sangriaAboveCash(totals.expected.cash) : null;
}

export type ClosingLine = { method: PosPaymentMethod; expected_cents: number; counted_cents: number; difference_cents: number };
export type Closing = { lines: ClosingLine[]; expected_cents: number; counted_cents: number; difference_cents: number };

/** Expected against counted per method, after the blind count: a positive difference is money over (sobra), negative is short (falta). */
export function closingOf(totals: RegisterTotals, counted: Record<PosPaymentMethod, number>): Closing {
  const lines = POS_PAYMENT_METHODS.map((method) => ({
    method,
    expected_cents: totals.expected[method],
    counted_cents: counted[method],
    difference_cents: counted[method] - totals.expected[method],
  }));
  const total = (key: 'expected_cents' | 'counted_cents' | 'difference_cents') => lines.reduce((sum, line) => sum + line[key], 0);
  return { lines, expected_cents: total('expected_cents'), counted_cents: total('counted_cents'), difference_cents: total('difference_cents') };
}

/** 'Sobra de R$ 2,00' / 'Falta de R$ 1,50' / 'Sem diferença'. */
export function differenceLabel(differenceCents: number): string {
  if (differenceCents === 0) return 'Sem diferença';
  return differenceCents > 0 ? `Sobra de ${formatBRL(differenceCents)}` : `Falta de ${formatBRL(-differenceCents)}`;
}

/** Someone who did something on the register. */
export type RegisterActor = { id: number; name: string };

export type RegisterMovementView = { id: number; kind: RegisterMovementKind; amount_cents: number; reason: string; created_at: string; created_by: RegisterActor };

/** A register session as the POS and the reports read it (the X figures while open, the Z figures once closed). */
export type RegisterSessionView = {
  id: number;
  store_name: string;
  station_id: string;
  station_name: string;
  opened_at: string;
  opened_by: RegisterActor;
  opening_float_cents: number;
  closed_at: string | null;
  closed_by: RegisterActor | null;
  closing_notes: string | null;
  totals: RegisterTotals;
  closing: Closing | null;
  movements: RegisterMovementView[];
};

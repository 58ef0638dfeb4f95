/** Integer centavos in the domain; reais only at the edges (wire format, display). */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Half away from zero, so -2.5 and 2.5 round symmetrically; `|| 0` drops a negative zero. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

function assertSafeCents(cents: number, input: unknown): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid money amount: ${JSON.stringify(input)}`);
  return cents;
}

/** 2990 → 'R$ 29,90' (Intl puts a non-breaking space after R$). */
export function formatBRL(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid cents: ${cents}`);
  return BRL.format(roundHalfAway(cents) / 100);
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

/**
 * Reais → centavos. Numbers: 15 significant digits strip binary noise first, so 0.1 + 0.2 gives
 * 30 and 1.005 gives 101. Strings are parsed as decimals without floats: '29,90', '29.90',
 * '1.234,56', '1,234.56', 'R$ 29,90', '-5'. A single dot or a single comma is the decimal mark;
 * repeated marks are thousands separators; with both, the last one is the decimal mark.
 * Throws a RangeError for anything else.
 */
export function reaisToCents(reais: number | string): number {
  if (typeof reais === 'number') {
    if (!Number.isFinite(reais)) throw new RangeError(`Invalid money amount: ${reais}`);
    return assertSafeCents(roundHalfAway(Number((reais * 100).toPrecision(15))), reais);
  }
  return assertSafeCents(parseDecimalCents(reais), reais);
}

function parseDecimalCents(text: string): number {
  const compact = text.replace(/R\$/g, '').replace(/\s/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) throw new RangeError(`Invalid money amount: ${JSON.stringify(text)}`);
  const [, sign, body = ''] = match;
  const { integer, fraction } = splitDecimal(body, text);
  const [first = '0', second = '0', third = '0'] = fraction.split('');
  const cents = Number(integer || '0') * 100 + Number(first) * 10 + Number(second) + (Number(third) >= 5 ? 1 : 0);
  return sign === '-' ? -cents || 0 : cents;
}

function splitDecimal(body: string, original: string): { integer: string; fraction: string } {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let decimalMark: string | null = null;
  if (dots > 0 && commas > 0) decimalMark = lastDot > lastComma ? '.' : ',';
  else if (dots === 1) decimalMark = '.';
  else if (commas === 1) decimalMark = ',';

  const decimalAt = decimalMark === null ? -1 : body.lastIndexOf(decimalMark);
  const integerPart = decimalAt === -1 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : body.slice(decimalAt + 1);
  const integer = integerPart.replace(/[.,]/g, '');
  const invalid =
    !/^\d*$/.test(fraction) ||
    (integer === '' && fraction === '') ||
    (integerPart !== integer && !/^\d{1,3}(?:([.,])\d{3}(?:\1\d{3})*)?$/.test(integerPart));
  if (invalid) throw new RangeError(`Invalid money amount: ${JSON.stringify(original)}`);
  return { integer, fraction };
}

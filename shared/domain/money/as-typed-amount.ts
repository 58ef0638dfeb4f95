/**
 * Reading of a currency input in 'as-typed' entry (see CurrencyFormatOptions.entry): digits are
 * whole units as the customer types them ('100' is 100,00) and a decimal separator starts the
 * centavos ('100,5' is 100,50). Phone keypads may offer '.' instead of ',': the last '.' followed
 * by at most two digits is read as the decimal separator too ('100.50'), while a '.' followed by
 * three or more digits is a thousands separator ('1.000' is 1000).
 */
export type TypedAmount = {
  negative: boolean;
  /** Integer digits without leading zeros ('0' when none). */
  integer: string;
  /** Up to `precision` decimal digits, as typed (may be shorter, or empty). */
  fraction: string;
  /** The customer typed a decimal separator (the text keeps showing it: '100,'). */
  decimalTyped: boolean;
};

export type TypedAmountSyntax = { prefix: string; suffix: string; decimal: string; precision: number };

function withoutAffixes(text: string, { prefix, suffix }: TypedAmountSyntax): string {
  let body = prefix && text.startsWith(prefix) ? text.slice(prefix.length) : text;
  body = suffix && body.endsWith(suffix) ? body.slice(0, body.length - suffix.length) : body;
  return body;
}

/** Where the decimal part starts in `body` (index of its separator), or -1 when it is all integer. */
function decimalIndex(body: string, decimal: string): number {
  const declared = body.lastIndexOf(decimal);
  if (declared >= 0) return declared;
  const dot = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (dot < 0) return -1;
  return body.slice(dot + 1).replace(/\D/g, '').length <= 2 ? dot : -1;
}

/** null when nothing was typed (a blank field). */
export function readTypedAmount(text: string, syntax: TypedAmountSyntax): TypedAmount | null {
  const negative = text.includes('-') && !text.includes('+');
  const body = withoutAffixes(text, syntax);
  const cut = syntax.precision > 0 ? decimalIndex(body, syntax.decimal) : -1;
  const integerDigits = (cut >= 0 ? body.slice(0, cut) : body).replace(/\D/g, '');
  const fraction = cut >= 0 ? body.slice(cut + 1).replace(/\D/g, '').slice(0, syntax.precision) : '';
  if (integerDigits === '' && cut < 0 && !negative) return null;
  return { negative, integer: integerDigits.replace(/^0+(?=\d)/, '') || '0', fraction, decimalTyped: cut >= 0 };
}

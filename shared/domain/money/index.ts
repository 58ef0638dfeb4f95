export { centsToReais, formatBRL, reaisToCents } from './brl';
export { createCurrencyFormat } from './currency-format';
export type { CurrencyFormat, CurrencyFormatOptions, ResolvedCurrencyFormatOptions } from './currency-format';

export { centsToReais, formatBRL, reaisToCents } from './brl';
export { BRL_INPUT, createCurrencyFormat } from './currency-format';
export type { CurrencyFormat, CurrencyFormatOptions, ResolvedCurrencyFormatOptions } from './currency-format';

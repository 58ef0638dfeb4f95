import { DEFAULT_TIME_ZONE, formatOrderDateTime, maskPhone } from '@comanda/shared/domain';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: DEFAULT_TIME_ZONE });
const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** dd/mm/aaaa in the platform's time zone; `empty` when there is no date. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  return iso ? dateFormat.format(new Date(iso)) : empty;
}

/** dd/mm/aaaa hh:mm in the platform's time zone. */
export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  return iso ? formatOrderDateTime(iso) : empty;
}

/**
 * When a version of the terms was made, as people read it: the server names versions after the day ('2026-11-25')
 * or the UTC instant ('2026-11-25T21:54:59') of the change. null for any other name.
 */
export function termsVersionDate(version: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(version)) return version.split('-').reverse().join('/');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(version)) return formatDateTime(`${version}Z`);
  return null;
}

/** 1500 → '1.500'. */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** Stored digits → '(11) 98765-4321'; '—' when there is none. */
export function formatPhone(digits: string | null | undefined): string {
  return digits ? maskPhone(digits) || digits : '—';
}

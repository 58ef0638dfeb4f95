import { DEFAULT_PRODUCTS_PER_PAGE } from '@comanda/shared/domain';

/** The store's products per page when it is a positive integer, otherwise the default (12). */
export function resolvePerPage(value: number | string | null | undefined): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_PRODUCTS_PER_PAGE;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Keeps a 1-based page inside 1..pageCount (e.g. after the list shrank). */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, perPage));
}

export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, items.length, perPage);
  const start = (current - 1) * perPage;
  return items.slice(start, start + perPage);
}

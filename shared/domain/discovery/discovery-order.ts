/** The facts of a row that decide its place in the results. */
export type DiscoveryRank = { name: string; is_open: boolean; delivers: boolean; distance_km: number | null };

const byName = new Intl.Collator('pt-BR');

const group = (row: DiscoveryRank) => (row.delivers ? 0 : 2) + (row.is_open ? 0 : 1);

/**
 * The finder's order: stores that deliver to the address and are open first, then those that deliver but are closed,
 * then open ones that do not deliver, then the rest; within a group the nearest first (unknown distance last), then
 * by name.
 */
export function compareDiscovery(a: DiscoveryRank, b: DiscoveryRank): number {
  const byGroup = group(a) - group(b);
  if (byGroup !== 0) return byGroup;
  if (a.distance_km !== b.distance_km) {
    if (a.distance_km === null) return 1;
    if (b.distance_km === null) return -1;
    return a.distance_km - b.distance_km;
  }
  return byName.compare(a.name, b.name);
}

export type DiscoveryFilters = { open_now: boolean; delivers: boolean };

export function passesDiscoveryFilters(row: Pick<DiscoveryRank, 'is_open' | 'delivers'>, filters: DiscoveryFilters): boolean {
  return (!filters.open_now || row.is_open) && (!filters.delivers || row.delivers);
}

/** One page of already sorted rows, with the paging facts. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): { data: T[]; meta: { page: number; per_page: number; total: number; last_page: number } } {
  const start = (page - 1) * perPage;
  return { data: rows.slice(start, start + perPage), meta: { page, per_page: perPage, total: rows.length, last_page: Math.max(1, Math.ceil(rows.length / perPage)) } };
}

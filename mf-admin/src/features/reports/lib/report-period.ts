import { REPORT_GROUPS, storeDate, type ReportGroup } from '@comanda/shared/domain';

/** The report's period and grouping, kept in the URL (?from=AAAA-MM-DD&to=…&group=…). */
export type ReportFilters = { from: string; to: string; group: ReportGroup };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last 30 days up to today (São Paulo days). */
export function defaultPeriod(now: Date = new Date()): Pick<ReportFilters, 'from' | 'to'> {
  return { from: storeDate(new Date(now.getTime() - 29 * 86_400_000)), to: storeDate(now) };
}

export function reportFiltersFromSearch(params: URLSearchParams, now: Date = new Date()): ReportFilters {
  const period = defaultPeriod(now);
  const group = params.get('group') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    from: DAY.test(from) ? from : period.from,
    to: DAY.test(to) ? to : period.to,
    group: (REPORT_GROUPS as readonly string[]).includes(group) ? (group as ReportGroup) : 'business_type',
  };
}

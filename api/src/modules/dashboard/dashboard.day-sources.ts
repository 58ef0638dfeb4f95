import { addDays, type DashboardPeriod } from '@comanda/shared/domain';

/** Consecutive calendar days of one store, 'YYYY-MM-DD', both included. */
export type DayRun = { storeId: number; from: string; to: string };

/** Where each (store, day) of a span is read from: its rollups (built and clean) or its orders. */
export type DaySources = { rolledUp: DayRun[]; raw: DayRun[] };

/**
 * The clean days' runs of the stores over [$2, $3] ($1 store ids): consecutive days share day − row number.
 * Rows of dashboard_rollup_days exist for built days and for dirty ones only, so a year is a few hundred rows.
 */
export const CLEAN_RUNS = `
SELECT store_id AS "storeId", to_char(min(day), 'YYYY-MM-DD') AS "from", to_char(max(day), 'YYYY-MM-DD') AS "to"
FROM (
  SELECT store_id, day, day - (row_number() OVER (PARTITION BY store_id ORDER BY day))::int AS run
  FROM dashboard_rollup_days
  WHERE store_id = ANY($1::int[]) AND day >= $2::date AND day <= $3::date AND NOT dirty
) d
GROUP BY store_id, run
ORDER BY 1, 2`;

const dayBefore = (day: string) => addDays(day, -1);
const dayAfter = (day: string) => addDays(day, 1);

/** The runs cut in two where `firstDay` falls inside one (so that a run is all in one period). */
function cutAt(runs: DayRun[], firstDay: string): DayRun[] {
  return runs.flatMap((run) =>
    run.from < firstDay && firstDay <= run.to ? [{ ...run, to: dayBefore(firstDay) }, { ...run, from: firstDay }] : [run],
  );
}

/**
 * Every day of `span` for every store, once: in `rolledUp` when inside one of the clean runs, else in `raw`;
 * runs cut at `cut` (the current period's first day).
 */
export function daySources(storeIds: number[], span: DashboardPeriod, clean: DayRun[], cut: string): DaySources {
  const rolledUp: DayRun[] = [];
  const raw: DayRun[] = [];
  for (const storeId of new Set(storeIds)) {
    let next = span.from;
    const runs = clean.filter((r) => r.storeId === storeId && r.to >= span.from && r.from <= span.to).sort((a, b) => a.from.localeCompare(b.from));
    for (const run of runs) {
      const from = run.from > span.from ? run.from : span.from;
      const to = run.to < span.to ? run.to : span.to;
      if (from > next) raw.push({ storeId, from: next, to: dayBefore(from) });
      rolledUp.push({ storeId, from, to });
      next = dayAfter(to);
    }
    if (next <= span.to) raw.push({ storeId, from: next, to: span.to });
  }
  return { rolledUp: cutAt(rolledUp, cut), raw: cutAt(raw, cut) };
}

/** The parts of the runs from `firstDay` on. */
export function runsFrom(sources: DaySources, firstDay: string): DaySources {
  const keep = (runs: DayRun[]) => runs.filter((r) => r.to >= firstDay).map((r) => (r.from < firstDay ? { ...r, from: firstDay } : r));
  return { rolledUp: keep(sources.rolledUp), raw: keep(sources.raw) };
}

/** The runs as three parallel arrays each (store ids, first days, last days): the statements' $3 … $8. */
export function runParams(sources: DaySources): unknown[] {
  const columns = (runs: DayRun[]) => [runs.map((r) => r.storeId), runs.map((r) => r.from), runs.map((r) => r.to)];
  return [...columns(sources.rolledUp), ...columns(sources.raw)];
}

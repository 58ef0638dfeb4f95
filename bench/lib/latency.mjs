// Latency summaries (nearest-rank percentiles, ms rounded to 0.1).

const round = (ms) => Math.round(ms * 10) / 10;

/** @param {number[]} values ms @returns {{ count: number, p50: number, p95: number, p99: number, max: number, mean: number }} */
export function summarize(values) {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const at = (p) => sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))];
  const mean = sorted.reduce((sum, v) => sum + v, 0) / n;
  return { count: n, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted[n - 1]), mean: round(mean) };
}

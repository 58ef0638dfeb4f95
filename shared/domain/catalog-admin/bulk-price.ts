/** A price moved by `percent` (10 = +10 %), rounded half up to the centavo, never below zero. */
export function adjustPriceCents(cents: number, percent: number): number {
  return Math.max(0, Math.round((cents * (100 + percent)) / 100));
}

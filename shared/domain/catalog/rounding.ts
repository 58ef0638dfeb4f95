/** Fractional centavos → whole centavos, half away from zero (never -0). */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

/** Per-store sequential number shown everywhere: 42 → '#0042' (more digits when needed). */
export function formatOrderNumber(number: number): string {
  return `#${String(number).padStart(4, '0')}`;
}

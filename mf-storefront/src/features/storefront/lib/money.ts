import { reaisToCents } from '@comanda/shared/domain';

/** Wire reais (number or string) → centavos; missing or unreadable values give null. */
export function centsOrNull(reais: number | string | null | undefined): number | null {
  if (reais === null || reais === undefined || reais === '') return null;
  try {
    return reaisToCents(reais);
  } catch {
    return null;
  }
}

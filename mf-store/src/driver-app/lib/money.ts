import { formatBRL, reaisToCents } from '@comanda/shared/domain';

/** Reais from the wire → 'R$ 12,50'. */
export const brl = (reais: number) => formatBRL(reaisToCents(reais));

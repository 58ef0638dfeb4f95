import { percentChange } from '@comanda/shared/domain';

export type Comparison = { text: string; trend: 'up' | 'down' | 'flat' | 'new' };

/** '▲ 12% vs período anterior'; for costs (cancellations) a rise is the bad direction, which the card colours. */
export function comparisonText(current: number, previous: number): Comparison {
  const change = percentChange(current, previous);
  if (change === null) return { text: 'novo vs período anterior', trend: 'new' };
  const pct = `${Math.abs(change).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
  if (change > 0) return { text: `▲ ${pct} vs período anterior`, trend: 'up' };
  if (change < 0) return { text: `▼ ${pct} vs período anterior`, trend: 'down' };
  return { text: 'igual ao período anterior', trend: 'flat' };
}

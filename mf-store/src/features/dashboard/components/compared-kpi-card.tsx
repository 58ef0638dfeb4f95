import { Typography } from '@comanda/shared/ui/mui';
import { KpiCard } from '@comanda/shared/ui';
import { comparisonText } from '../lib/comparison';

type ComparedKpiCardProps = {
  label: string;
  value: string;
  current: number;
  previous: number;
  /** A rise is bad news (cancellations): the comparison is coloured the other way. */
  lowerIsBetter?: boolean;
  detail?: string;
};

/** A KPI with its change against the previous period ('▲ 12% vs período anterior'), coloured good or bad. */
export function ComparedKpiCard({ label, value, current, previous, lowerIsBetter = false, detail }: ComparedKpiCardProps) {
  const { text, trend } = comparisonText(current, previous);
  const good = trend === 'flat' || trend === 'new' ? null : (trend === 'up') !== lowerIsBetter;
  return (
    <KpiCard label={label} value={value} detail={detail}>
      <Typography variant="caption" sx={{ color: good === null ? 'text.secondary' : good ? 'success.dark' : 'error.dark', fontWeight: 600 }}>
        {text}
      </Typography>
    </KpiCard>
  );
}

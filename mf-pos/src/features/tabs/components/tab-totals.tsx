import { Box, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type TabView } from '@comanda/shared/domain';

/** Subtotal, discount, service charge, total, what was paid and what is left. */
export function TabTotals({ tab }: { tab: TabView }) {
  return (
    <Box aria-label="Totais da comanda" role="group">
      <Row label="Subtotal" value={formatBRL(tab.subtotal_cents)} />
      {tab.discount_cents > 0 && <Row label="Desconto" value={`-${formatBRL(tab.discount_cents)}`} />}
      {tab.service_charge_percent !== null && <Row label={`Taxa de serviço (${tab.service_charge_percent}%)`} value={formatBRL(tab.service_charge_cents)} />}
      <Row label="Total" value={formatBRL(tab.total_cents)} strong testId="tab-total" />
      {tab.paid_cents > 0 && <Row label="Pago" value={formatBRL(tab.paid_cents)} />}
      <Row label="Falta pagar" value={formatBRL(tab.remaining_cents)} strong testId="tab-remaining" />
    </Box>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  const sx = { fontWeight: strong ? 700 : 400 };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={sx}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={sx} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

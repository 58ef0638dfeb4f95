import { MenuItem, TextField } from '@mui/material';
import { formatBRL, type TabView } from '@comanda/shared/domain';
import { tabTitle } from '../lib/tab-labels';

type Props = { targets: TabView[]; tables: readonly string[]; value: number | ''; onChange: (orderId: number) => void; error?: string | null };

/** The other open tab items go to (only open tabs: a free table gets its tab opened first). */
export function TargetTabField({ targets, tables, value, onChange, error }: Props) {
  return (
    <TextField select label="Comanda de destino" value={value} onChange={(e) => onChange(Number(e.target.value))} error={Boolean(error)} helperText={error ?? undefined} fullWidth>
      {targets.map((tab) => (
        <MenuItem key={tab.order_id} value={tab.order_id}>
          {tabTitle(tab.table ?? '', tables)} · {formatBRL(tab.total_cents)}
        </MenuItem>
      ))}
    </TextField>
  );
}

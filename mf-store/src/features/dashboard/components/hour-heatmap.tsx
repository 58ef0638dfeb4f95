import { Box, Typography } from '@comanda/shared/ui/mui';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { WEEKDAY_SHORT_LABELS } from '@comanda/shared/domain';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pedidos = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

/** Orders per weekday × hour (rows Sunday…Saturday): when to staff. A table, so screen readers read it too. */
export function HourHeatmap({ counts }: { counts: number[][] }) {
  const max = Math.max(1, ...counts.flat());
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label="Pedidos por dia da semana e hora" sx={{ borderCollapse: 'separate', borderSpacing: 2, minWidth: 560, width: '100%' }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 36 }}>
              <span style={visuallyHidden}>
                Dia
              </span>
            </Box>
            {HOURS.map((hour) => (
              <Typography key={hour} component="th" scope="col" variant="caption" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {hour % 3 === 0 ? `${hour}h` : <span aria-label={`${hour}h`} />}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((row, weekday) => (
            <tr key={WEEKDAY_SHORT_LABELS[weekday]}>
              <Typography component="th" scope="row" variant="caption" sx={{ textAlign: 'left', pr: 0.5 }}>
                {WEEKDAY_SHORT_LABELS[weekday]}
              </Typography>
              {row.map((count, hour) => (
                <Box
                  component="td"
                  key={hour}
                  title={`${WEEKDAY_SHORT_LABELS[weekday]} ${hour}h: ${pedidos(count)}`}
                  aria-label={`${WEEKDAY_SHORT_LABELS[weekday]} ${hour}h: ${pedidos(count)}`}
                  sx={{ height: 18, borderRadius: 0.5, bgcolor: (t) => (count === 0 ? t.palette.action.hover : alpha(t.palette.primary.main, 0.15 + 0.85 * (count / max))) }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

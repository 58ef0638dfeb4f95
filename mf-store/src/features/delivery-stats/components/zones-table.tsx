import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { DELIVERY_STATS_LABELS as L, formatMinutes, formatReais, formatShare, type DeliveryStats } from '@comanda/shared/domain';

export function ZonesTable({ zones }: { zones: DeliveryStats['per_zone'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Entregas por zona">
        <TableHead>
          <TableRow>
            <TableCell>{L.zone}</TableCell>
            <TableCell align="right">{L.delivered}</TableCell>
            <TableCell align="right">{L.placedToDelivered} (mediana)</TableCell>
            <TableCell align="right">{L.lateShare}</TableCell>
            <TableCell align="right">{L.feeTotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {zones.map((z) => (
            <TableRow key={z.zone ?? ''}>
              <TableCell component="th" scope="row">
                {z.zone ?? L.noZone}
              </TableCell>
              <TableCell align="right">{z.delivered}</TableCell>
              <TableCell align="right">{formatMinutes(z.median_total)}</TableCell>
              <TableCell align="right">{formatShare(z.late_share)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(z.fee_total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

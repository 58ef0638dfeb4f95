import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { DELIVERY_STATS_LABELS as L, formatMinutes, formatReais, formatShare, type DeliveryStats } from '@comanda/shared/domain';

export function DriversTable({ drivers }: { drivers: DeliveryStats['per_driver'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Entregas por entregador">
        <TableHead>
          <TableRow>
            <TableCell>{L.driver}</TableCell>
            <TableCell align="right">{L.delivered}</TableCell>
            <TableCell align="right">{L.outToDelivered} (mediana)</TableCell>
            <TableCell align="right">{L.lateShare}</TableCell>
            <TableCell align="right">{L.cashCollected}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drivers.map((d) => (
            <TableRow key={d.driver_id ?? 'none'}>
              <TableCell component="th" scope="row">
                {d.name}
              </TableCell>
              <TableCell align="right">{d.delivered}</TableCell>
              <TableCell align="right">{formatMinutes(d.median_out_to_delivered)}</TableCell>
              <TableCell align="right">{formatShare(d.late_share)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(d.cash_collected)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

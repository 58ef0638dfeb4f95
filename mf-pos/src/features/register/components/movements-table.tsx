import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Paper, Typography } from '@comanda/shared/ui/mui';
import { CASH_MOVEMENT_LABELS, formatBRL, type RegisterMovementView } from '@comanda/shared/domain';
import { formatOrderDateTime as formatDateTime } from '@comanda/shared/domain';

/** Sangrias and suprimentos of a register session, oldest first. */
export function MovementsTable({ movements }: { movements: RegisterMovementView[] }) {
  if (movements.length === 0) return <Typography color="text.secondary">Nenhuma sangria ou suprimento neste caixa.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Sangrias e suprimentos">
        <TableHead>
          <TableRow>
            <TableCell>Quando</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Motivo</TableCell>
            <TableCell>Quem</TableCell>
            <TableCell align="right">Valor</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.map((m) => (
            <TableRow key={m.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at)}</TableCell>
              <TableCell>{CASH_MOVEMENT_LABELS[m.kind]}</TableCell>
              <TableCell>{m.reason}</TableCell>
              <TableCell>{m.created_by.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {m.kind === 'sangria' ? `- ${formatBRL(m.amount_cents)}` : formatBRL(m.amount_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

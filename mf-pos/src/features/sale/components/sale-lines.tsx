import { memo } from 'react';
import { Box, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatBRL, summarizeSelection, type PosLine } from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';

type Props = {
  lines: PosLine[];
  maxQuantity: number;
  onQuantity: (lineKey: string, quantity: number) => void;
  onNotes: (lineKey: string, notes: string) => void;
  onRemove: (lineKey: string) => void;
};

/** The sale's lines: quantity, the options chosen, a note for the kitchen, the line's total. */
export const SaleLines = memo(function SaleLines({ lines, maxQuantity, onQuantity, onNotes, onRemove }: Props) {
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        Toque em um produto ou digite o código e Enter.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Itens da venda" sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
      {lines.map((line) => (
        <ListItem key={line.lineKey} divider sx={{ display: 'block', px: 1 }} aria-label={line.name}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: 600 }}>{line.name}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{formatBRL(line.price * line.quantity)}</Typography>
            <IconButton aria-label={`Remover ${line.name}`} size="small" onClick={() => onRemove(line.lineKey)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
          {summarizeSelection(line.businessType, line.selectedOptions).map((text) => (
            <Typography key={text} variant="caption" color="text.secondary" component="div">
              {text}
            </Typography>
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <QuantityStepper value={line.quantity} onChange={(q) => onQuantity(line.lineKey, q)} itemName={line.name} max={maxQuantity} />
            <Typography variant="caption" color="text.secondary">
              {formatBRL(line.price)} un.
            </Typography>
            <TextField
              size="small"
              placeholder="Observação"
              value={line.notes}
              onChange={(e) => onNotes(line.lineKey, e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'aria-label': `Observação de ${line.name}` } }}
              sx={{ flex: 1 }}
            />
          </Box>
        </ListItem>
      ))}
    </List>
  );
});

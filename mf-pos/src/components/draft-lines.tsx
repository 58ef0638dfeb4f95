import { memo } from 'react';
import { List, ListItem, TextField } from '@mui/material';
import { Box, IconButton, Typography } from '@comanda/shared/ui/mui';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatBRL, summarizeSelection, type PosLine } from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';

type Props = {
  lines: PosLine[];
  maxQuantity: number;
  onQuantity: (lineKey: string, quantity: number) => void;
  onNotes: (lineKey: string, notes: string) => void;
  onRemove: (lineKey: string) => void;
  /** The list's accessible name ("Itens da venda", "Próxima rodada"). */
  label: string;
  /** What shows while there is no line. */
  emptyText: string;
  notesPlaceholder?: string;
  /** The list fills and scrolls the panel it stands in (the sale's); otherwise it flows in it (a tab's round). */
  fill?: boolean;
  /** Each line shows its unit price beside the quantity. */
  unitPrice?: boolean;
};

/** The lines being built (a sale, a tab's next round): quantity, the options chosen, a note for the kitchen, the line's total. */
export const DraftLines = memo(function DraftLines({ lines, maxQuantity, onQuantity, onNotes, onRemove, label, emptyText, notesPlaceholder = 'Observação', fill = false, unitPrice = false }: Props) {
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" variant={fill ? 'body1' : 'body2'} sx={fill ? { p: 2, textAlign: 'center' } : { py: 1 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <List dense aria-label={label} disablePadding={!fill} sx={fill ? { overflowY: 'auto', flex: 1, minHeight: 0 } : undefined}>
      {lines.map((line) => (
        <DraftLine key={line.lineKey} line={line} maxQuantity={maxQuantity} onQuantity={onQuantity} onNotes={onNotes} onRemove={onRemove} notesPlaceholder={notesPlaceholder} fill={fill} unitPrice={unitPrice} />
      ))}
    </List>
  );
});

type LineProps = Pick<Props, 'maxQuantity' | 'onQuantity' | 'onNotes' | 'onRemove' | 'fill' | 'unitPrice'> & { line: PosLine; notesPlaceholder: string };

/** What a line shows: a line whose figures did not change is not drawn again when another one is added (a tap's cost). */
const sameLine = (a: LineProps, b: LineProps) =>
  a.line.lineKey === b.line.lineKey &&
  a.line.quantity === b.line.quantity &&
  a.line.price === b.line.price &&
  a.line.notes === b.line.notes &&
  a.line.name === b.line.name &&
  a.maxQuantity === b.maxQuantity &&
  a.onQuantity === b.onQuantity &&
  a.onNotes === b.onNotes &&
  a.onRemove === b.onRemove &&
  a.notesPlaceholder === b.notesPlaceholder &&
  a.fill === b.fill &&
  a.unitPrice === b.unitPrice;

const DraftLine = memo(function DraftLine({ line, maxQuantity, onQuantity, onNotes, onRemove, notesPlaceholder, fill, unitPrice }: LineProps) {
  return (
    <ListItem divider sx={{ display: 'block', px: fill ? 1 : 0 }} aria-label={line.name}>
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
        {unitPrice && (
          <Typography variant="caption" color="text.secondary">
            {formatBRL(line.price)} un.
          </Typography>
        )}
        <TextField
          size="small"
          placeholder={notesPlaceholder}
          value={line.notes}
          onChange={(e) => onNotes(line.lineKey, e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'aria-label': `Observação de ${line.name}` } }}
          sx={{ flex: 1 }}
        />
      </Box>
    </ListItem>
  );
}, sameLine);

import { List, ListItem, ListItemText } from '@mui/material';
import { IconButton } from '@comanda/shared/ui/mui';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { POS_PAYMENT_METHOD_LABELS, formatBRL, type Tender } from '@comanda/shared/domain';

/** The payments typed so far, each removable until the sale is finished. */
export function TenderList({ tenders, onRemove, label = 'Pagamentos' }: { tenders: Tender[]; onRemove: (index: number) => void; label?: string }) {
  if (tenders.length === 0) return null;
  return (
    <List dense aria-label={label}>
      {tenders.map((tender, index) => (
        <ListItem
          key={index}
          divider
          secondaryAction={
            <IconButton edge="end" aria-label={`Remover pagamento ${POS_PAYMENT_METHOD_LABELS[tender.method]}`} onClick={() => onRemove(index)}>
              <DeleteOutlinedIcon />
            </IconButton>
          }
        >
          <ListItemText primary={POS_PAYMENT_METHOD_LABELS[tender.method]} secondary={formatBRL(tender.amount_cents)} />
        </ListItem>
      ))}
    </List>
  );
}

import { Fragment } from 'react';
import { List, ListItem, ListSubheader } from '@mui/material';
import { Box, IconButton, Typography } from '@comanda/shared/ui/mui';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { formatBRL, type TabItemView } from '@comanda/shared/domain';

type Props = { items: TabItemView[]; onReprint: (round: number) => void };

/** The rounds of the tab in order, each with its items (options and notes) and a button to print its ticket again. */
export function TabItems({ items, onReprint }: Props) {
  const rounds = [...new Set(items.map((item) => item.round))].sort((a, b) => a - b);
  if (rounds.length === 0) return null;
  return (
    <List dense aria-label="Itens da comanda" disablePadding sx={{ overflowY: 'auto', minHeight: 0 }}>
      {rounds.map((round) => (
        <Fragment key={round}>
          <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', px: 0, lineHeight: 2.5 }}>
            <Box component="span" sx={{ flex: 1, fontWeight: 700 }}>
              Rodada {round}
            </Box>
            <IconButton size="small" aria-label={`Imprimir rodada ${round} para a cozinha`} onClick={() => onReprint(round)}>
              <PrintOutlinedIcon fontSize="small" />
            </IconButton>
          </ListSubheader>
          {items
            .filter((item) => item.round === round)
            .map((item) => (
              <ListItem key={item.id} divider aria-label={`${item.quantity}x ${item.name}`} sx={{ display: 'block', px: 0 }}>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Typography sx={{ flex: 1 }}>
                    {item.quantity}x {item.name}
                  </Typography>
                  <Typography>{formatBRL(item.total_cents)}</Typography>
                </Box>
                {[...item.option_lines, ...(item.notes ? [`Obs.: ${item.notes}`] : [])].map((text) => (
                  <Typography key={text} variant="caption" color="text.secondary" component="div">
                    {text}
                  </Typography>
                ))}
              </ListItem>
            ))}
        </Fragment>
      ))}
    </List>
  );
}

import { List, ListItem, MenuItem, TextField } from '@mui/material';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type TabItemView } from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';
import type { Assignment, SplitMode } from '../lib/split-parts';

export const MAX_PEOPLE = 30;
const WHOLE_TABLE = -1;

type Props = {
  mode: SplitMode;
  people: number;
  items: TabItemView[];
  assignment: Assignment;
  onMode: (mode: SplitMode) => void;
  onPeople: (people: number) => void;
  onAssignment: (assignment: Assignment) => void;
};

/** How the bill is split: equally among N people, each line to one person, or each line shared by some of them. */
export function SplitSetup({ mode, people, items, assignment, onMode, onPeople, onAssignment }: Props) {
  const personLabels = Array.from({ length: people }, (_, i) => `Pessoa ${i + 1}`);
  const sharers = (itemId: number) => (assignment[itemId] ?? []).filter((p) => p < people);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup exclusive value={mode} onChange={(_e, next: SplitMode | null) => next && onMode(next)} aria-label="Como dividir">
          <ToggleButton value="equal">Igualmente</ToggleButton>
          <ToggleButton value="person">Por pessoa</ToggleButton>
          <ToggleButton value="item">Por item</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography>Pessoas</Typography>
          <QuantityStepper value={people} onChange={onPeople} itemName="pessoas" max={MAX_PEOPLE} />
        </Box>
      </Box>
      {mode !== 'equal' && (
        <List dense aria-label="Quem consumiu cada item" disablePadding sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 160 }}>
                {item.quantity}x {item.name} · {formatBRL(item.total_cents)}
              </Typography>
              {mode === 'person' ? (
                <TextField
                  select
                  size="small"
                  label={`Quem consumiu ${item.name}`}
                  value={sharers(item.id)[0] ?? WHOLE_TABLE}
                  onChange={(e) => {
                    const who = Number(e.target.value);
                    onAssignment({ ...assignment, [item.id]: who === WHOLE_TABLE ? [] : [who] });
                  }}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value={WHOLE_TABLE}>A mesa toda</MenuItem>
                  {personLabels.map((label, index) => (
                    <MenuItem key={label} value={index}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <ToggleButtonGroup size="small" value={sharers(item.id)} onChange={(_e, next: number[]) => onAssignment({ ...assignment, [item.id]: next })} aria-label={`Quem divide ${item.name}`}>
                  {personLabels.map((label, index) => (
                    <ToggleButton key={label} value={index} aria-label={label}>
                      P{index + 1}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {mode === 'item' && (
        <Typography variant="caption" color="text.secondary">
          Marque quem divide cada item; sem ninguém marcado, a mesa toda divide.
        </Typography>
      )}
    </Box>
  );
}

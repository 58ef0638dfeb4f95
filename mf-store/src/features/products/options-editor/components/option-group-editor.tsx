import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FormHelperText, FormLabel, TextField } from '@mui/material';
import { Box, Button, Chip, FormControl, IconButton, Stack, Typography } from '@comanda/shared/ui/mui';
import type { OptionFieldDescriptor, OptionGroupDescriptor } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { OPTION_MONEY_INPUT, moveItem, type EditableItem } from '../lib/editor-value';

export type OptionGroupEditorProps = {
  group: OptionGroupDescriptor;
  /** The field that limits the group (max_toppings…), when there is one. */
  limitField?: OptionFieldDescriptor;
  items: EditableItem[];
  onChange: (items: EditableItem[]) => void;
  /** Errors by path relative to the group (`1.price`, '' for the group itself). */
  errorAt: (path: string) => string | undefined;
};

const KIND_HINTS: Record<OptionGroupDescriptor['kind'], string> = {
  size: 'O cliente escolhe um; o preço substitui o preço do produto.',
  single: 'O cliente escolhe um; o preço é somado.',
  counted: 'O cliente escolhe vários, com quantidade; o preço é somado por unidade.',
  unit: 'O cliente escolhe vários, um de cada; o preço é somado.',
  flavor: 'O cliente escolhe o sabor; o preço é somado.',
};

const priceLabel = (group: OptionGroupDescriptor) => (group.priceField === 'price' && group.kind === 'size' ? 'Preço' : 'Preço adicional');

/** One option group: its items (name, price or additional price, description) with add, remove and reorder. */
export function OptionGroupEditor({ group, limitField, items, onChange, errorAt }: OptionGroupEditorProps) {
  const title = group.title;
  const hint = [KIND_HINTS[group.kind], limitField ? `Limite em "${limitField.label}".` : null].filter(Boolean).join(' ');
  const groupError = errorAt('');

  if (group.fixedValues) {
    return (
      <FormControl component="fieldset" fullWidth>
        <FormLabel component="legend">{title}</FormLabel>
        <Typography variant="body2" color="text.secondary">
          Valores fixos, oferecidos pelo próprio tipo de negócio.
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {Object.values(group.fixedValues).map((label) => (
            <Chip key={label} label={label} size="small" />
          ))}
        </Stack>
      </FormControl>
    );
  }

  const update = (index: number, patch: Partial<EditableItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const priceOf = (item: EditableItem) => {
    const amount = item[group.priceField] ?? (group.priceField === 'price' ? item.additional_price : item.price);
    return typeof amount === 'number' ? amount : null;
  };

  return (
    <FormControl component="fieldset" error={Boolean(groupError)} fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 600 }}>
        {title}
      </FormLabel>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
      {items.map((item, index) => {
        const name = typeof item.name === 'string' ? item.name : '';
        const itemLabel = `${title} ${index + 1}`;
        return (
          <Box
            key={index}
            role="group"
            aria-label={itemLabel}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr auto' }, gap: 1, alignItems: 'start', mt: 1 }}
          >
            <TextField
              label="Nome"
              value={name}
              onChange={(event) => update(index, { name: event.target.value })}
              error={Boolean(errorAt(`${index}.name`))}
              helperText={errorAt(`${index}.name`)}
              slotProps={{ htmlInput: { 'aria-label': `${itemLabel}: nome` } }}
              size="small"
            />
            <CurrencyField
              label={priceLabel(group)}
              value={priceOf(item)}
              onValueChange={(price) => {
                const { price: _price, additional_price: _additional, ...rest } = item;
                onChange(items.map((entry, i) => (i === index ? { ...rest, [group.priceField]: price ?? 0 } : entry)));
              }}
              options={OPTION_MONEY_INPUT}
              error={Boolean(errorAt(`${index}.${group.priceField}`))}
              helperText={errorAt(`${index}.${group.priceField}`)}
              slotProps={{ htmlInput: { 'aria-label': `${itemLabel}: ${priceLabel(group).toLowerCase()}` } }}
              size="small"
            />
            <Stack direction="row" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: 'flex-end' }}>
              <IconButton aria-label={`Mover ${itemLabel} para cima`} disabled={index === 0} onClick={() => onChange(moveItem(items, index, index - 1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Mover ${itemLabel} para baixo`}
                disabled={index === items.length - 1}
                onClick={() => onChange(moveItem(items, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Remover ${itemLabel}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            {group.itemDescription && (
              <TextField
                label="Descrição"
                value={item.description ?? ''}
                onChange={(event) => update(index, { description: event.target.value })}
                error={Boolean(errorAt(`${index}.description`))}
                helperText={errorAt(`${index}.description`)}
                slotProps={{ htmlInput: { 'aria-label': `${itemLabel}: descrição` } }}
                size="small"
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...items, { name: '', [group.priceField]: 0 }])}
          aria-label={`Adicionar item em ${title}`}
          sx={{ mt: 1 }}
        >
          Adicionar item
        </Button>
      </Box>
      {groupError && <FormHelperText>{groupError}</FormHelperText>}
    </FormControl>
  );
}

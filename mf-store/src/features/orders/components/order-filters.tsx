import { useEffect, useState } from 'react';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { Box, Button } from '@comanda/shared/ui/mui';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { ORDER_STATUS_SHORT_LABELS, ORDER_STATUSES, ORDER_TYPE_LABELS, ORDER_TYPES, isOrderStatus, isOrderType, type OrderStatus } from '@comanda/shared/domain';
import { changeFilters, EMPTY_FILTERS, hasActiveFilters, type OrderListFilters } from '../lib/list-filters';

const ALL = 'all';
const SEARCH_DELAY_MS = 400;

type OrderFiltersProps = { filters: OrderListFilters; onChange: (next: OrderListFilters) => void };

/** Status (several or 'Todos'), period, order type and a search by number, name or phone. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const [search, setSearch] = useState(filters.search);

  // The URL is the source of truth (back button, shared links): follow it when it changes elsewhere.
  useEffect(() => setSearch(filters.search), [filters.search]);

  useEffect(() => {
    if (search.trim() === filters.search) return undefined;
    const timer = window.setTimeout(() => onChange(changeFilters(filters, { search: search.trim() })), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  const statusValue: string[] = filters.statuses.length > 0 ? filters.statuses : [ALL];

  const onStatuses = (value: string | string[]) => {
    const chosen = typeof value === 'string' ? value.split(',') : value;
    // Picking 'Todos' clears the others; picking a status drops 'Todos'.
    const statuses: OrderStatus[] = chosen.at(-1) === ALL ? [] : ORDER_STATUSES.filter((status) => chosen.includes(status));
    onChange(changeFilters(filters, { statuses }));
  };

  return (
    <Box
      role="search"
      aria-label="Filtrar pedidos"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.4fr 1fr 1fr 1.4fr auto' }, alignItems: 'start', mb: 2 }}
    >
      <TextField
        label="Buscar"
        placeholder="Número, nome ou telefone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        type="search"
      />
      <TextField
        select
        label="Status"
        value={statusValue}
        size="small"
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => {
              const list = (selected as string[]).filter(isOrderStatus);
              return list.length === 0 ? 'Todos' : list.map((status) => ORDER_STATUS_SHORT_LABELS[status]).join(', ');
            },
            onChange: (event) => onStatuses(event.target.value as string | string[]),
          },
        }}
      >
        <MenuItem value={ALL}>
          <Checkbox checked={filters.statuses.length === 0} size="small" />
          <ListItemText primary="Todos" />
        </MenuItem>
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Checkbox checked={filters.statuses.includes(status)} size="small" />
            <ListItemText primary={ORDER_STATUS_SHORT_LABELS[status]} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="De"
        type="date"
        size="small"
        value={filters.dateFrom}
        onChange={(event) => onChange(changeFilters(filters, { dateFrom: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.dateTo || undefined } }}
      />
      <TextField
        label="Até"
        type="date"
        size="small"
        value={filters.dateTo}
        onChange={(event) => onChange(changeFilters(filters, { dateTo: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom || undefined } }}
      />
      <TextField
        select
        label="Tipo"
        size="small"
        value={filters.orderType || ALL}
        onChange={(event) => onChange(changeFilters(filters, { orderType: isOrderType(event.target.value) ? event.target.value : '' }))}
      >
        <MenuItem value={ALL}>Todos</MenuItem>
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ORDER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<FilterAltOffIcon />}
        onClick={() => {
          setSearch('');
          onChange(EMPTY_FILTERS);
        }}
        disabled={!hasActiveFilters(filters)}
        sx={{ height: 40 }}
      >
        Limpar filtros
      </Button>
    </Box>
  );
}

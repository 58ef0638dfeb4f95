import { MenuItem, TextField } from '@mui/material';
import { Button, Stack } from '@comanda/shared/ui/mui';
import { ADMIN_STORE_STATUS_FILTERS, type AdminStoreStatusFilter, type BusinessType, type Plan } from '@comanda/shared/domain';
import { STORE_STATUS_FILTER_LABELS } from '../lib/store-status';

type Props = {
  /** The texts as typed (they reach the URL and the API after a pause). */
  search: string;
  city: string;
  businessType: string;
  plan: string;
  status: AdminStoreStatusFilter | '';
  businessTypes: BusinessType[];
  plans: Plan[];
  onSearch: (value: string) => void;
  onCity: (value: string) => void;
  onChange: (patch: { business_type?: string; plan?: string; status?: AdminStoreStatusFilter | '' }) => void;
  onClear?: () => void;
};

/** A select that shows 'Todos' (its empty value) instead of an empty box. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function StoreFilters({ search, city, businessType, plan, status, businessTypes, plans, onSearch, onCity, onChange, onClear }: Props) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filtros de lojas">
      <TextField label="Buscar" placeholder="Loja, slug, dono ou e-mail" type="search" value={search} onChange={(e) => onSearch(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flexGrow: 1, minWidth: 200 }} />
      <TextField select label="Tipo de negócio" slotProps={SHOW_ALL} value={businessType} onChange={(e) => onChange({ business_type: e.target.value })} sx={{ minWidth: 180 }}>
        <MenuItem value="">Todos</MenuItem>
        {businessTypes.map((type) => (
          <MenuItem key={type.slug} value={type.slug}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Cidade" placeholder="ex.: São Paulo" value={city} onChange={(e) => onCity(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 160 }} />
      <TextField select label="Plano" slotProps={SHOW_ALL} value={plan} onChange={(e) => onChange({ plan: e.target.value })} sx={{ minWidth: 150 }}>
        <MenuItem value="">Todos</MenuItem>
        {plans.map((p) => (
          <MenuItem key={p.slug} value={p.slug}>
            {p.is_retired ? `${p.name} (aposentado)` : p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" slotProps={SHOW_ALL} value={status} onChange={(e) => onChange({ status: e.target.value as AdminStoreStatusFilter | '' })} sx={{ minWidth: 150 }}>
        <MenuItem value="">Todos</MenuItem>
        {ADMIN_STORE_STATUS_FILTERS.map((s) => (
          <MenuItem key={s} value={s}>
            {STORE_STATUS_FILTER_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      {onClear ? (
        <Button onClick={onClear} sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap' }}>
          Limpar filtros
        </Button>
      ) : null}
    </Stack>
  );
}

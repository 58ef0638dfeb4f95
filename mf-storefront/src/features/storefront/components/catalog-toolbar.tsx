// FormControl + OutlinedInput rather than TextField: TextField brings Select, Menu, Popover and Modal with it (even
// for a native select), a fifth of the storefront's first load.
import { FormControl, InputAdornment, InputLabel, NativeSelect, OutlinedInput, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { Category } from '@comanda/shared/domain';
import { ALL_CATEGORIES, type CategoryFilter } from '../lib/product-filter';
import type { ViewMode } from '../lib/view-mode';

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  '& .catalog-search': { flex: '1 1 220px' },
  '& .catalog-category': { flex: '1 1 160px' },
}));

const VIEW_OPTIONS: { value: ViewMode; label: string; Icon: typeof GridViewIcon }[] = [
  { value: 'grid', label: 'Grade', Icon: GridViewIcon },
  { value: 'list', label: 'Lista', Icon: ViewListIcon },
  { value: 'carousel', label: 'Carrossel', Icon: ViewCarouselIcon },
];

export const categoryTabId = (category: CategoryFilter) => `catalog-tab-${category}`;

type Props = {
  categories: readonly Category[];
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** md and up: tabs; below: a select. */
  desktop: boolean;
  panelId: string;
};

export function CatalogToolbar({ categories, category, onCategoryChange, search, onSearchChange, view, onViewChange, desktop, panelId }: Props) {
  const options = [{ value: ALL_CATEGORIES, label: 'Todos' }, ...categories.map((item) => ({ value: String(item.id), label: item.name }))];

  return (
    <>
      {desktop && (
        <Tabs
          value={category}
          onChange={(_event, value: CategoryFilter) => onCategoryChange(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Categorias"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {options.map((option) => (
            <Tab key={option.value} value={option.value} label={option.label} id={categoryTabId(option.value)} aria-controls={panelId} />
          ))}
        </Tabs>
      )}
      <Row>
        {!desktop && (
          <FormControl className="catalog-category" size="small">
            <InputLabel htmlFor="catalog-category" variant="outlined">
              Categoria
            </InputLabel>
            <NativeSelect
              id="catalog-category"
              value={category}
              onChange={(event) => onCategoryChange(event.target.value)}
              input={<OutlinedInput label="Categoria" />}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        )}
        <FormControl className="catalog-search" size="small">
          <InputLabel htmlFor="catalog-search">Buscar produtos</InputLabel>
          <OutlinedInput
            id="catalog-search"
            type="search"
            label="Buscar produtos"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </FormControl>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: ViewMode | null) => value && onViewChange(value)}
          aria-label="Modo de exibição"
        >
          {VIEW_OPTIONS.map(({ value, label, Icon }) => (
            <ToggleButton key={value} value={value} aria-label={label} title={label}>
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Row>
    </>
  );
}

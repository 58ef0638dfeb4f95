import styled from '@emotion/styled';
import { mdiViewCarousel, mdiViewGrid, mdiViewList } from '@mdi/js';
import type { Category } from '@comanda/shared/domain';
import { ALL_CATEGORIES, type CategoryFilter } from '../lib/product-filter';
import type { ViewMode } from '../lib/view-mode';
import { Icon } from '../ui/icon';
import { Tabs } from '../ui/tabs';
import { SearchField, SelectField } from '../ui/text-field';
import { ToggleButton, ToggleButtonGroup } from '../ui/toggle-button';
import { spacing } from '../ui/tokens';

const Row = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(1.5),
  '& .catalog-search': { flex: '1 1 220px' },
  '& .catalog-category': { flex: '1 1 160px' },
});

const VIEW_OPTIONS: { value: ViewMode; label: string; icon: string }[] = [
  { value: 'grid', label: 'Grade', icon: mdiViewGrid },
  { value: 'list', label: 'Lista', icon: mdiViewList },
  { value: 'carousel', label: 'Carrossel', icon: mdiViewCarousel },
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
          items={options.map((option) => ({ ...option, id: categoryTabId(option.value) }))}
          value={category}
          onChange={onCategoryChange}
          controls={panelId}
          aria-label="Categorias"
        />
      )}
      <Row>
        {!desktop && (
          <SelectField
            className="catalog-category"
            id="catalog-category"
            label="Categoria"
            value={category}
            onChange={onCategoryChange}
            options={options}
          />
        )}
        <SearchField className="catalog-search" id="catalog-search" label="Buscar produtos" value={search} onChange={onSearchChange} />
        <ToggleButtonGroup role="group" aria-label="Modo de exibição">
          {VIEW_OPTIONS.map(({ value, label, icon }) => (
            <ToggleButton
              key={value}
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={view === value}
              // Like MUI's exclusive group: pressing the chosen mode again keeps it.
              onClick={() => view !== value && onViewChange(value)}
            >
              <Icon path={icon} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Row>
    </>
  );
}

import type { ComponentType } from 'react';
import { Alert, Stack } from '@comanda/shared/ui/mui';
import type { BusinessTypeSlug, NormalizedProductOptions, PriceResult, Product, ProductSelection } from '@comanda/shared/domain';
import type { PanelProps } from './bindings';
import { AcaiteriaPanel } from './panels/acaiteria-panel';
import { BarPanel } from './panels/bar-panel';
import { CafeteriaPanel } from './panels/cafeteria-panel';
import { ChurrascariaPanel } from './panels/churrascaria-panel';
import { DoceriaPanel } from './panels/doceria-panel';
import { FoodTruckPanel } from './panels/food-truck-panel';
import { HamburgueriaPanel } from './panels/hamburgueria-panel';
import { LanchonetePanel } from './panels/lanchonete-panel';
import { MarmitariaPanel } from './panels/marmitaria-panel';
import { PadariaPanel } from './panels/padaria-panel';
import { PastelariaPanel } from './panels/pastelaria-panel';
import { PizzariaPanel } from './panels/pizzaria-panel';
import { RestaurantePanel } from './panels/restaurante-panel';
import { SorveteriaPanel } from './panels/sorveteria-panel';

const PANELS: { [K in BusinessTypeSlug]: ComponentType<PanelProps<K>> } = {
  pizzaria: PizzariaPanel,
  restaurante: RestaurantePanel,
  sorveteria: SorveteriaPanel,
  hamburgueria: HamburgueriaPanel,
  bar: BarPanel,
  lanchonete: LanchonetePanel,
  cafeteria: CafeteriaPanel,
  padaria: PadariaPanel,
  acaiteria: AcaiteriaPanel,
  doceria: DoceriaPanel,
  pastelaria: PastelariaPanel,
  churrascaria: ChurrascariaPanel,
  marmitaria: MarmitariaPanel,
  'food-truck': FoodTruckPanel,
};

/** Whether a business type has an option panel; the modal shows its "não implementado" fallback otherwise. */
export function hasOptionsPanel(slug: string | null | undefined): slug is BusinessTypeSlug {
  return typeof slug === 'string' && Object.hasOwn(PANELS, slug);
}

export type ProductOptionsPanelProps = {
  product: Product;
  /** normalizeProductOptions(...) of the product. */
  options: NormalizedProductOptions;
  /** The current selection, of the same business type as `options` (from initialSelection). */
  selection: ProductSelection;
  onChange: (next: ProductSelection) => void;
  /** priceSelection(product, selection): violations, counters and totals shown by the panels. */
  pricing: PriceResult;
};

/** The option panel of the product's business type (spec §2 "Option panels"). */
export function ProductOptionsPanel({ product, options, selection, onChange, pricing }: ProductOptionsPanelProps) {
  // options and selection travel together from initialSelection(options); TS cannot correlate the two unions.
  const Panel = PANELS[options.businessType] as ComponentType<PanelProps<BusinessTypeSlug>>;
  const panel = <Panel product={product} options={options} selection={selection} onChange={onChange} pricing={pricing} />;
  if (pricing.unknownOptions.length === 0) return panel;
  // A kept selection (e.g. from the cart) may name items the store has since removed; the engine blocks adding it.
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Algumas opções escolhidas não estão mais disponíveis: {pricing.unknownOptions.map((option) => option.name).join(', ')}.
      </Alert>
      {panel}
    </Stack>
  );
}

import { useState } from 'react';
import { render } from '@testing-library/react';
import {
  initialSelection,
  normalizeProductOptions,
  priceSelection,
  type BusinessTypeSlug,
  type OptionsBySlug,
  type Product,
  type ProductSelection,
  type SelectionBySlug,
} from '@comanda/shared/domain';
import { ProductOptionsPanel } from './product-options-panel';

export function makeProduct(slug: BusinessTypeSlug, options: Record<string, unknown>, price: Product['price'] = 10, promo: Product['promo_price'] = null): Product {
  return { id: 1, name: 'Produto', price, promo_price: promo, business_type_slug: slug, business_type_options: options };
}

type Setup<K extends BusinessTypeSlug> = {
  product: Product;
  options: OptionsBySlug[K];
  selection: SelectionBySlug[K];
};

export function setup<K extends BusinessTypeSlug>(slug: K, raw: Record<string, unknown>, existing?: Partial<SelectionBySlug[K]>, price?: Product['price']): Setup<K> {
  const product = makeProduct(slug, raw, price);
  const options = normalizeProductOptions(slug, raw);
  const selection = initialSelection(options, existing as never) as SelectionBySlug[K];
  return { product, options, selection };
}

/** Renders a panel with a fixed selection; `onChange` records what the panel asks for. */
export function renderStatic<K extends BusinessTypeSlug>(slug: K, raw: Record<string, unknown>, existing?: Partial<SelectionBySlug[K]>) {
  const ctx = setup(slug, raw, existing);
  const onChange = jest.fn<void, [ProductSelection]>();
  const pricing = priceSelection(ctx.product, ctx.selection, { options: ctx.options });
  const view = render(<ProductOptionsPanel product={ctx.product} options={ctx.options} selection={ctx.selection} onChange={onChange} pricing={pricing} />);
  return { ...ctx, onChange, pricing, ...view };
}

function Harness({ product, options, initial, spy }: { product: Product; options: OptionsBySlug[BusinessTypeSlug]; initial: ProductSelection; spy: (next: ProductSelection) => void }) {
  const [selection, setSelection] = useState(initial);
  const pricing = priceSelection(product, selection, { options });
  const change = (next: ProductSelection) => {
    spy(next);
    setSelection(next);
  };
  return <ProductOptionsPanel product={product} options={options} selection={selection} onChange={change} pricing={pricing} />;
}

/** Renders a panel that keeps its selection, as the product modal does. */
export function renderLive<K extends BusinessTypeSlug>(slug: K, raw: Record<string, unknown>, existing?: Partial<SelectionBySlug[K]>, price?: Product['price']) {
  const ctx = setup(slug, raw, existing, price);
  const onChange = jest.fn<void, [ProductSelection]>();
  const view = render(<Harness product={ctx.product} options={ctx.options} initial={ctx.selection} spy={onChange} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] as SelectionBySlug[K] | undefined;
  return { ...ctx, onChange, last, ...view };
}

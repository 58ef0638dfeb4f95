import {
  groupOptions,
  initialSelection,
  normalizeProductOptions,
  priceResolvedSelection,
  priceSelection,
  resolveSelection,
  selectionGroups,
  type Product,
} from '@comanda/shared/domain';
import { DEMO_CATALOGS } from '../src/db/seed/catalogs';
import { DEMO_STORES } from '../src/db/seed/demo-stores';

/** The option resolver (issue 8) over every demo product of the 14 business types: pure, no database. */

const products: Product[] = DEMO_CATALOGS.flatMap((catalog) => {
  const slug = DEMO_STORES.find((store) => store.slug === catalog.store)!.businessType;
  return catalog.categories.flatMap((category) =>
    category.products.map((p, index) => ({
      id: index + 1,
      name: p.name,
      price: p.price / 100,
      promo_price: p.promo === undefined ? null : p.promo / 100,
      business_type_slug: slug,
      business_type_options: p.options as Product['business_type_options'],
    })),
  );
});

type AnyRecord = Record<string, unknown>;

describe('resolveSelection over the demo catalogs', () => {
  it('covers the 14 business types', () => {
    expect(new Set(products.map((p) => p.business_type_slug)).size).toBe(14);
  });

  it.each(products.map((p) => [`${p.business_type_slug}: ${p.name}`, p] as const))('%s', (_label, product) => {
    const options = normalizeProductOptions(product.business_type_slug, product.business_type_options)!;
    const start = initialSelection(options) as unknown as AnyRecord;
    const spec = selectionGroups(options.businessType);

    // The modal's own selection is accepted as it is, and priced as the engine prices it.
    const resolved = resolveSelection(product, start);
    expect(resolved).toEqual({ ok: true, selection: expect.any(Object) });
    const priced = priceResolvedSelection(product, start);
    expect(priced.ok && priced.price.unitTotalCents).toBe(priceSelection(product, start).unitTotalCents);

    // No selection (a quick add): accepted only when the product offers no size.
    const sizes = spec.find((group) => group.kind === 'size');
    const quick = resolveSelection(product, null);
    if (!sizes || groupOptions(options, sizes.key).length === 0) expect(quick).toEqual({ ok: true, selection: null });
    else expect(quick).toEqual({ ok: false, errors: [{ path: sizes!.key, message: `Escolha o tamanho de ${product.name}.` }] });

    for (const group of spec) {
      const list = group.kind === 'size' || group.kind === 'single';
      // Every option of the group, sent by name only, is the product's own option (id, name, price).
      const offered = groupOptions(options, group.key);
      for (const option of offered.filter((o, i) => offered.findIndex((x) => x.name === o.name) === i).slice(0, 3)) {
        const byName = { ...start, [group.key]: list ? { name: option.name } : [{ name: option.name }] };
        const result = resolveSelection(product, byName);
        if (!result.ok) throw new Error(`${product.name} ${group.key} ${option.name}: ${JSON.stringify(result.errors)}`);
        const chosen = (result.selection as unknown as AnyRecord)[group.key];
        expect(list ? chosen : (chosen as unknown[])[0]).toMatchObject({ id: option.id, name: option.name, priceCents: option.priceCents });
      }
      // A made-up option is refused, naming it.
      const ghost = { ...start, [group.key]: list ? { name: 'Wagyu A5' } : [{ name: 'Wagyu A5' }] };
      expect(resolveSelection(product, ghost)).toEqual({
        ok: false,
        errors: [{ path: list ? group.key : `${group.key}.0`, message: `Opção "Wagyu A5" não existe em ${product.name}.` }],
      });
    }
    // A key that is neither a group nor a flag/text of the business type is refused.
    expect(resolveSelection(product, { ...start, extra: true })).toEqual({ ok: false, errors: [{ path: 'extra', message: `"extra" não é uma opção de ${product.name}.` }] });
  });
});

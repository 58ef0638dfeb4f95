import { normalizeProductOptions, validateProductOptions } from '@comanda/shared/domain';
import { DEMO_CATALOGS } from '../src/db/seed/catalogs';
import { DEMO_STORES } from '../src/db/seed/demo-stores';
import { productOptionsColumns } from '../src/modules/catalog/stored-options';

/**
 * Every demo product's options, written through validateProductOptions, are accepted and normalise to
 * exactly what the raw demo options normalise to: the descriptor covers every group and field the
 * storefront reads, and canonicalising loses nothing.
 */
const products = DEMO_CATALOGS.flatMap((catalog) => {
  const slug = DEMO_STORES.find((store) => store.slug === catalog.store)!.businessType;
  return catalog.categories.flatMap((category) => category.products.map((product) => ({ slug, product })));
});

describe('demo catalogs through validateProductOptions', () => {
  it.each(products.map(({ slug, product }) => [`${slug}: ${product.name}`, slug, product.options] as const))('%s', (_name, slug, options) => {
    const result = validateProductOptions(slug, options);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.normalized).toEqual(normalizeProductOptions(slug, options));
    // Canonical options are a fixed point: written again, they do not change.
    expect(validateProductOptions(slug, result.options)).toEqual(result);
  });
});

describe('productOptionsColumns (the product write)', () => {
  it('gives both columns from one validation, or a 422 naming the field', () => {
    const columns = productOptionsColumns('pizzaria', { sizes: [{ name: 'Grande', price: '50,00' }] });
    expect(columns.businessTypeOptions.sizes).toEqual([{ name: 'Grande', price: 50 }]);
    expect(columns.normalizedOptions).toEqual(normalizeProductOptions('pizzaria', columns.businessTypeOptions));
    expect(() => productOptionsColumns('pizzaria', { sizes: [{ name: 'Grande', price: -5 }] })).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { 'business_type_options.sizes.0.price': ['Informe um preço válido.'] } }),
    );
  });
});

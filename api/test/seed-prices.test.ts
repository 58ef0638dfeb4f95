// Spec §9: a selected size's price replaces the base. Every size of every demo product must therefore be
// a whole shop price (not a surcharge), so that what the card prints and what each size charges make sense.
import { linePrice, normalizeProductOptions, productBaseCents, type NormalizedOption, type Product } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';

type Row = { store: string; type: string; name: string; price_cents: number; promo_price_cents: number | null; options: Record<string, unknown> };

/** Sane shop prices, in centavos. */
const PRODUCT_RANGE = { min: 300, max: 20_000 };
const SIZE_RANGE = { min: 300, max: 40_000 };
const OPTION_MAX = 15_000;
/** A size may cost from 60% of the card price (a pizza broto) up to 4× (a family portion). */
const SIZE_RATIO = { min: 0.6, max: 4 };

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

let db: TestDb;
let products: { store: string; product: Product }[];

beforeAll(async () => {
  db = await openTestDb();
  const rows = await db.handle.query<Row>(
    `SELECT s.slug AS store, bt.slug AS type, p.name, p.price_cents, p.promo_price_cents, p.business_type_options AS options
       FROM products p JOIN stores s ON s.id = p.store_id JOIN business_types bt ON bt.id = s.business_type_id
      ORDER BY s.id, p.id`,
  );
  products = rows.map((r, i) => ({
    store: r.store,
    product: {
      id: i + 1,
      name: r.name,
      price: r.price_cents / 100,
      promo_price: r.promo_price_cents === null ? null : r.promo_price_cents / 100,
      business_type_slug: r.type,
      business_type_options: r.options,
    },
  }));
});
afterAll(async () => {
  await db.close();
});

const sizesOf = (product: Product): NormalizedOption[] => {
  const options = normalizeProductOptions(product.business_type_slug, product.business_type_options) as { sizes?: NormalizedOption[] } | null;
  return options?.sizes ?? [];
};

/** What the engine charges for one unit with only `size` chosen (every other group at its default). */
const sizePrice = (product: Product, size: NormalizedOption) => linePrice(product, { selectedSize: size }).unitTotalCents;

describe('demo catalog prices (spec §9 size rule)', () => {
  it('covers every demo store, with sizes in most of them', () => {
    expect(new Set(products.map((p) => p.store)).size).toBe(15);
    const sized = products.filter((p) => sizesOf(p.product).length > 1);
    expect(sized.length).toBeGreaterThan(100);
  });

  it('every product costs a sane shop price', () => {
    const wrong = products.flatMap(({ store, product }) => {
      const base = productBaseCents(product);
      return base < PRODUCT_RANGE.min || base > PRODUCT_RANGE.max ? [`${store} / ${product.name}: ${brl(base)}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('every size of every demo product costs what a shop would charge, priced by the engine', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { store, product } of products) {
      const base = productBaseCents(product);
      const sizes = sizesOf(product);
      const prices = sizes.map((size) => sizePrice(product, size));
      const where = `${store} / ${product.name} (card ${brl(base)})`;
      sizes.forEach((size, i) => {
        checked += 1;
        const price = prices[i]!;
        const problems = [
          price < SIZE_RANGE.min || price > SIZE_RANGE.max ? 'outside R$ 3,00–400,00' : null,
          price < base * SIZE_RATIO.min ? `below ${SIZE_RATIO.min * 100}% of the card price` : null,
          price > base * SIZE_RATIO.max ? `above ${SIZE_RATIO.max}× the card price` : null,
          i > 0 && price <= prices[i - 1]! ? `not dearer than "${sizes[i - 1]!.name}" (${brl(prices[i - 1]!)})` : null,
        ].filter((p): p is string => p !== null);
        if (problems.length > 0) wrong.push(`${where}: ${size.name} ${brl(price)}: ${problems.join('; ')}`);
      });
      // What the card prints is a size the customer can order.
      if (sizes.length > 0 && !prices.includes(base)) wrong.push(`${where}: no size costs the card price (${prices.map(brl).join(', ')})`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('no add-on, topping or side of a demo product costs more than R$ 150,00', () => {
    const wrong = products.flatMap(({ store, product }) => {
      const options = normalizeProductOptions(product.business_type_slug, product.business_type_options) as Record<string, unknown> | null;
      return Object.entries(options ?? {}).flatMap(([group, value]) =>
        Array.isArray(value) && group !== 'sizes'
          ? (value as Partial<NormalizedOption>[])
              .filter((item) => typeof item.priceCents === 'number' && (item.priceCents < 0 || item.priceCents > OPTION_MAX))
              .map((item) => `${store} / ${product.name} / ${group}: ${item.name} ${brl(item.priceCents!)}`)
          : [],
      );
    });
    expect(wrong).toEqual([]);
  });
});

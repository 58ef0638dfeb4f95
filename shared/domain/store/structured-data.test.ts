import { DEFAULT_QUANTITY_LIMITS } from '../orders/quantity-limits';
import { GOOGLE_RECOMMENDED_LOCAL_BUSINESS, schemaOrgProblems, SCHEMA_ORG_TYPES, schemaOrgTypeExtends } from './schema-org-vocabulary';
import {
  internationalPhone,
  openingHoursSpecification,
  priceRangeOf,
  productStructuredData,
  SCHEMA_ORG_TYPE_BY_BUSINESS,
  schemaOrgTypeOf,
  storeStructuredData,
} from './structured-data';
import type { CatalogProduct, StorePublic } from './types';

/*
 * Checked against schema-org-vocabulary.ts: the schema.org terms (https://schema.org, each type's page) and Google
 * Search Central's required properties — LocalBusiness/Restaurant: name, address (required); recommended and filled
 * here when the store has them: url, image, telephone, geo, openingHoursSpecification, priceRange, servesCuisine,
 * menu (hasMenu), aggregateRating. Product: name + offers (Offer: price, priceCurrency).
 */
const BASE = 'https://comanda.app';

export const STORE = {
  id: 1,
  name: 'Pizzaria Bella Napoli',
  slug: 'pizzaria-bella-napoli',
  description: 'Pizzas de fermentação natural assadas no forno a lenha desde 1998.',
  logo: null,
  cover: null,
  primaryColor: '#B71C1C',
  secondaryColor: '#2E7D32',
  backgroundColor: '#FFF8E1',
  textColor: '#212121',
  isOpen: true,
  phone: '1133334444',
  whatsapp: '11988887777',
  address: 'Rua Augusta',
  number: '1500',
  complement: 'Loja 2',
  district: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  cep: '01304001',
  openingHours: { monday: ['11:00-15:00', '18:00-23:00'], friday: ['18:00-02:00'], saturday: ['00:00-23:59'], sunday: [] },
  businessType: { id: 1, name: 'Pizzaria', slug: 'pizzaria' },
  location: { latitude: -23.5558, longitude: -46.6586 },
  quantityLimits: DEFAULT_QUANTITY_LIMITS,
} as unknown as StorePublic;

const product = (id: number, price: number, promo: number | null = null, image: string | null = null): CatalogProduct => ({
  id,
  name: `Produto ${id}`,
  description: 'Molho de tomate, muçarela e manjericão.',
  short_description: null,
  price,
  promo_price: promo,
  image,
  gallery_urls: [],
  category_id: 1,
  business_type_slug: 'pizzaria',
  business_type_options: {},
});

const PRODUCTS = [product(1, 45.9), product(2, 59.9, 49.9), product(3, 12)];

describe('storeStructuredData (schema.org JSON-LD of a storefront)', () => {
  const data = storeStructuredData({ store: STORE, products: PRODUCTS, reviews: { average_food: 4.66, count: 12 }, baseUrl: BASE, imageUrl: `${BASE}/loja/x/share.png?v=1` });

  it('uses only schema.org types and properties, and has what Google requires (name, address) and recommends', () => {
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(schemaOrgTypeExtends(data['@type'], 'LocalBusiness')).toBe(true);
    for (const property of GOOGLE_RECOMMENDED_LOCAL_BUSINESS) expect(data).toHaveProperty(property);
    expect(data).toHaveProperty('aggregateRating');
  });

  it('says where, when, how much and what, in the shapes Google reads', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${BASE}/loja/pizzaria-bella-napoli#loja`,
      name: 'Pizzaria Bella Napoli',
      url: `${BASE}/loja/pizzaria-bella-napoli`,
      hasMenu: `${BASE}/loja/pizzaria-bella-napoli`,
      telephone: '+55 11 3333-4444',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua Augusta, 1500 - Loja 2 - Consolação',
        addressLocality: 'São Paulo',
        addressRegion: 'SP',
        postalCode: '01304-001',
        addressCountry: 'BR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -23.5558, longitude: -46.6586 },
      priceRange: 'R$ 12,00 – R$ 49,90',
      servesCuisine: ['Pizza', 'Italiana'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('leaves out what the store does not have (no rating without reviews, no geo without coordinates)', () => {
    const bare = storeStructuredData({ store: { ...STORE, location: null, openingHours: null, phone: null, whatsapp: null }, products: [], reviews: { average_food: null, count: 0 }, baseUrl: BASE, imageUrl: 'x' });
    for (const property of ['geo', 'openingHoursSpecification', 'telephone', 'priceRange', 'aggregateRating']) expect(bare).not.toHaveProperty(property);
    expect(schemaOrgProblems(bare)).toEqual([]);
  });

  it('maps each of the 14 business types to a FoodEstablishment type schema.org has', () => {
    expect(Object.keys(SCHEMA_ORG_TYPE_BY_BUSINESS)).toHaveLength(14);
    for (const type of Object.values(SCHEMA_ORG_TYPE_BY_BUSINESS)) {
      expect(SCHEMA_ORG_TYPES[type]).toBeDefined();
      expect(schemaOrgTypeExtends(type, 'FoodEstablishment')).toBe(true);
    }
    expect(schemaOrgTypeOf('sorveteria')).toBe('IceCreamShop');
    expect(schemaOrgTypeOf('padaria')).toBe('Bakery');
    expect(schemaOrgTypeOf(null)).toBe('FoodEstablishment');
    expect(schemaOrgTypeOf('tipo-novo')).toBe('FoodEstablishment');
  });
});

describe('the checker itself', () => {
  it('finds unknown types and properties, bad enumeration values and missing required properties', () => {
    expect(schemaOrgProblems({ '@type': 'Pizzeria', name: 'x' })).toEqual(['$: tipo desconhecido no schema.org: Pizzeria']);
    expect(schemaOrgProblems({ '@type': 'Restaurant', name: 'x', address: { '@type': 'PostalAddress', city: 'SP' }, cuisine: 'Pizza' })).toEqual([
      '$.address: PostalAddress não tem a propriedade city',
      '$: Restaurant não tem a propriedade cuisine',
    ]);
    expect(schemaOrgProblems({ '@type': 'Restaurant', name: 'x' })).toEqual(['$: Restaurant exige address (Google)']);
    expect(
      schemaOrgProblems({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Segunda', opens: '10:00', closes: '11:00' }),
    ).toEqual(['$.dayOfWeek: valor fora da enumeração: Segunda']);
    expect(schemaOrgProblems({ '@type': 'Product', name: 'x' })).toEqual(['$: Product exige offers ou review ou aggregateRating (Google)']);
  });
});

describe('opening hours, phone and price range', () => {
  it('writes one specification per range; past midnight keeps its day; round the clock is 00:00–23:59', () => {
    expect(openingHoursSpecification(STORE.openingHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '11:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '18:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '00:00', closes: '23:59' },
    ]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });

  it('writes Brazilian phones with the country and area codes', () => {
    expect(internationalPhone('(11) 98888-7777')).toBe('+55 11 98888-7777');
    expect(internationalPhone('55113333444455')).toBeNull();
    expect(internationalPhone('551133334444')).toBe('+55 11 3333-4444');
    expect(internationalPhone('123')).toBeNull();
  });

  it('ranges the prices customers pay (promotions included)', () => {
    expect(priceRangeOf(PRODUCTS)).toBe('R$ 12,00 – R$ 49,90');
    expect(priceRangeOf([product(1, 10)])).toBe('R$ 10,00');
    expect(priceRangeOf([])).toBeNull();
  });
});

describe('productStructuredData', () => {
  it('is a Product with its Offer in BRL, sold by the store, valid against the vocabulary', () => {
    const data = productStructuredData({ store: STORE, product: product(7, 59.9, 45.9, '/storage/uploads/1/product-0123456789abcdef0123-800.webp'), baseUrl: BASE });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Produto 7',
      url: `${BASE}/loja/pizzaria-bella-napoli/p/7`,
      image: `${BASE}/storage/uploads/1/product-0123456789abcdef0123-800.webp`,
      offers: { '@type': 'Offer', price: '45.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock', seller: { '@id': `${BASE}/loja/pizzaria-bella-napoli#loja` } },
    });
  });
});

import { productBaseCents } from '../catalog/product-price';
import type { ReviewSummary } from '../reviews/wire';
import { normaliseOpeningHours, parseTimeRange } from './opening-hours';
import { previewPrice, storePreviewDescription, productPreviewImage } from './link-preview';
import { absoluteUrl, productLinkPath, storefrontPath } from './storefront-links';
import { WEEKDAYS, type CatalogProduct, type StorePublic, type Weekday } from './types';

/**
 * The storefront as schema.org JSON-LD (https://schema.org, Google Search Central's LocalBusiness and Product
 * structured data): what search engines read of a store page and of a product's link. Pure data: the server
 * serialises it into <script type="application/ld+json"> (api/src/ssr).
 */

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown };

/** schema.org's FoodEstablishment subtypes that fit each of the 14 business types (the rest: FoodEstablishment). */
export const SCHEMA_ORG_TYPE_BY_BUSINESS: Record<string, string> = {
  pizzaria: 'Restaurant',
  restaurante: 'Restaurant',
  churrascaria: 'Restaurant',
  marmitaria: 'Restaurant',
  hamburgueria: 'FastFoodRestaurant',
  lanchonete: 'FastFoodRestaurant',
  pastelaria: 'FastFoodRestaurant',
  'food-truck': 'FastFoodRestaurant',
  sorveteria: 'IceCreamShop',
  acaiteria: 'IceCreamShop',
  bar: 'BarOrPub',
  cafeteria: 'CafeOrCoffeeShop',
  padaria: 'Bakery',
  doceria: 'Bakery',
};

/** servesCuisine: what each business type serves, in the words its customers search for. */
export const CUISINE_BY_BUSINESS: Record<string, string[]> = {
  pizzaria: ['Pizza', 'Italiana'],
  restaurante: ['Brasileira'],
  churrascaria: ['Churrasco', 'Brasileira'],
  marmitaria: ['Marmitas', 'Brasileira'],
  hamburgueria: ['Hambúrguer', 'Lanches'],
  lanchonete: ['Lanches', 'Salgados'],
  pastelaria: ['Pastel', 'Salgados'],
  'food-truck': ['Comida de rua'],
  sorveteria: ['Sorvetes', 'Sobremesas'],
  acaiteria: ['Açaí'],
  bar: ['Petiscos', 'Bebidas'],
  cafeteria: ['Café'],
  padaria: ['Padaria', 'Confeitaria'],
  doceria: ['Doces', 'Confeitaria'],
};

const DAY_OF_WEEK: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

export const schemaOrgTypeOf = (businessTypeSlug: string | null | undefined): string =>
  (businessTypeSlug && SCHEMA_ORG_TYPE_BY_BUSINESS[businessTypeSlug]) || 'FoodEstablishment';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * One OpeningHoursSpecification per range. A range past midnight keeps its day and closes the next morning
 * ('18:00-02:00' on Saturday: opens 18:00, closes 02:00), and round the clock is 00:00–23:59, as Google's guide writes them.
 */
export function openingHoursSpecification(openingHours: unknown): JsonLd[] {
  const hours = normaliseOpeningHours(openingHours);
  if (!hours) return [];
  const out: JsonLd[] = [];
  for (const day of WEEKDAYS) {
    for (const text of hours[day] ?? []) {
      const range = parseTimeRange(text);
      if (!range) continue;
      out.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_OF_WEEK[day], opens: hhmm(range.from), closes: range.to >= 1440 ? '23:59' : hhmm(range.to) });
    }
  }
  return out;
}

/** '+55 11 3333-4444': the country and area codes, as Google asks for telephone. */
export function internationalPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (digits.length !== 10 && digits.length !== 11) return null;
  const local = digits.slice(2);
  const split = local.length - 4;
  return `+55 ${digits.slice(0, 2)} ${local.slice(0, split)}-${local.slice(split)}`;
}

const formatCep = (cep: string | null) => {
  const digits = (cep ?? '').replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null;
};

function postalAddress(store: StorePublic): JsonLd {
  const street = [store.address, store.number].filter(Boolean).join(', ');
  const streetAddress = [street, store.complement, store.district].filter(Boolean).join(' - ');
  return compact({
    '@type': 'PostalAddress',
    streetAddress: streetAddress || undefined,
    addressLocality: store.city ?? undefined,
    addressRegion: store.state ?? undefined,
    postalCode: formatCep(store.cep) ?? undefined,
    addressCountry: 'BR',
  });
}

/** 'R$ 12,90 – R$ 89,90' from the cheapest to the dearest product (shorter than Google's 100 characters); null without products. */
export function priceRangeOf(products: readonly Pick<CatalogProduct, 'price' | 'promo_price'>[]): string | null {
  const prices = products.map((product) => productBaseCents(product)).filter((cents) => cents > 0);
  if (prices.length === 0) return null;
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  return min === max ? previewPrice(min) : `${previewPrice(min)} – ${previewPrice(max)}`;
}

type StoreData = {
  store: StorePublic;
  products: readonly CatalogProduct[];
  reviews: Pick<ReviewSummary, 'average_food' | 'count'> | null;
  /** The public base URL (APP_URL). */
  baseUrl: string;
  /** Absolute URL of the store's share image. */
  imageUrl: string;
};

/** The store: a Restaurant (or the FoodEstablishment subtype of its business) with address, geo, hours, prices and menu. */
export function storeStructuredData({ store, products, reviews, baseUrl, imageUrl }: StoreData): JsonLd {
  const url = absoluteUrl(baseUrl, storefrontPath(store.slug));
  const hours = openingHoursSpecification(store.openingHours);
  const cuisine = CUISINE_BY_BUSINESS[store.businessType?.slug ?? ''];
  return compact({
    '@context': 'https://schema.org',
    '@type': schemaOrgTypeOf(store.businessType?.slug),
    '@id': `${url}#loja`,
    name: store.name,
    description: storePreviewDescription(store),
    url,
    image: imageUrl,
    telephone: internationalPhone(store.phone ?? store.whatsapp) ?? undefined,
    address: postalAddress(store),
    geo: store.location ? { '@type': 'GeoCoordinates', latitude: store.location.latitude, longitude: store.location.longitude } : undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    priceRange: priceRangeOf(products) ?? undefined,
    servesCuisine: cuisine && cuisine.length > 0 ? cuisine : undefined,
    // The storefront is the menu: every product with its price.
    hasMenu: url,
    aggregateRating:
      reviews && reviews.count > 0 && reviews.average_food !== null
        ? { '@type': 'AggregateRating', ratingValue: Math.round(reviews.average_food * 10) / 10, reviewCount: reviews.count, bestRating: 5, worstRating: 1 }
        : undefined,
  });
}

/** A product's own link: a Product with its Offer (price in BRL) and the store that sells it. */
export function productStructuredData({ store, product, baseUrl }: { store: StorePublic; product: CatalogProduct; baseUrl: string }): JsonLd {
  const url = absoluteUrl(baseUrl, productLinkPath(store.slug, product.id));
  const image = productPreviewImage(product, baseUrl);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#produto`,
    name: product.name,
    description: (product.description || product.short_description || '').trim() || undefined,
    url,
    image: image?.url,
    offers: {
      '@type': 'Offer',
      price: (productBaseCents(product) / 100).toFixed(2),
      priceCurrency: 'BRL',
      // On the menu = orderable (a closed store takes it when it opens).
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': `${absoluteUrl(baseUrl, storefrontPath(store.slug))}#loja` },
    },
  });
}

/** Drops undefined properties (JSON would drop them too; tests compare objects). */
function compact(value: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as JsonLd;
}

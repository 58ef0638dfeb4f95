/**
 * The part of the schema.org vocabulary (https://schema.org, release 29) that the storefront's JSON-LD uses
 * (structured-data.ts), copied from each type's page on schema.org — the type's own properties and the types it
 * extends — with Google Search Central's required properties for the rich results it reads
 * (https://developers.google.com/search/docs/appearance/structured-data/local-business and …/product-snippet).
 * `schemaOrgProblems` checks a JSON-LD document against it: tests run it on every page the server writes, so a
 * misspelt property or a type that does not exist fails there instead of being silently ignored by search engines.
 */

type TypeTerms = { extends: string[]; properties: string[] };

export const SCHEMA_ORG_TYPES: Record<string, TypeTerms> = {
  // https://schema.org/Thing
  Thing: { extends: [], properties: ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName'] },
  // https://schema.org/Intangible, https://schema.org/StructuredValue, https://schema.org/ContactPoint
  Intangible: { extends: ['Thing'], properties: [] },
  StructuredValue: { extends: ['Intangible'], properties: [] },
  ContactPoint: { extends: ['StructuredValue'], properties: ['email', 'telephone', 'contactType', 'areaServed', 'hoursAvailable'] },
  // https://schema.org/Organization
  Organization: { extends: ['Thing'], properties: ['address', 'aggregateRating', 'email', 'telephone', 'logo', 'review', 'parentOrganization', 'department'] },
  // https://schema.org/Place
  Place: { extends: ['Thing'], properties: ['address', 'aggregateRating', 'geo', 'telephone', 'openingHoursSpecification', 'hasMap', 'logo', 'review'] },
  // https://schema.org/LocalBusiness
  LocalBusiness: { extends: ['Organization', 'Place'], properties: ['priceRange', 'openingHours', 'currenciesAccepted', 'paymentAccepted', 'branchOf'] },
  // https://schema.org/FoodEstablishment and the subtypes used (SCHEMA_ORG_TYPE_BY_BUSINESS)
  FoodEstablishment: { extends: ['LocalBusiness'], properties: ['servesCuisine', 'hasMenu', 'menu', 'acceptsReservations', 'starRating'] },
  Restaurant: { extends: ['FoodEstablishment'], properties: [] },
  FastFoodRestaurant: { extends: ['FoodEstablishment'], properties: [] },
  IceCreamShop: { extends: ['FoodEstablishment'], properties: [] },
  BarOrPub: { extends: ['FoodEstablishment'], properties: [] },
  CafeOrCoffeeShop: { extends: ['FoodEstablishment'], properties: [] },
  Bakery: { extends: ['FoodEstablishment'], properties: [] },
  // https://schema.org/PostalAddress
  PostalAddress: { extends: ['ContactPoint'], properties: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber'] },
  // https://schema.org/GeoCoordinates
  GeoCoordinates: { extends: ['StructuredValue'], properties: ['latitude', 'longitude', 'elevation', 'address', 'postalCode', 'addressCountry'] },
  // https://schema.org/OpeningHoursSpecification
  OpeningHoursSpecification: { extends: ['StructuredValue'], properties: ['dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'] },
  // https://schema.org/Rating, https://schema.org/AggregateRating
  Rating: { extends: ['Intangible'], properties: ['ratingValue', 'bestRating', 'worstRating', 'author', 'ratingExplanation'] },
  AggregateRating: { extends: ['Rating'], properties: ['reviewCount', 'ratingCount', 'itemReviewed'] },
  // https://schema.org/Product, https://schema.org/Offer
  Product: { extends: ['Thing'], properties: ['offers', 'aggregateRating', 'review', 'brand', 'sku', 'gtin', 'category'] },
  Offer: { extends: ['Intangible'], properties: ['price', 'priceCurrency', 'availability', 'seller', 'itemOffered', 'priceValidUntil', 'url'] },
};

/** Enumeration members used as values (https://schema.org/DayOfWeek, https://schema.org/ItemAvailability). */
export const SCHEMA_ORG_ENUMERATIONS: Record<string, string[]> = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'],
  availability: ['InStock', 'OutOfStock', 'PreOrder', 'SoldOut', 'LimitedAvailability', 'Discontinued', 'OnlineOnly', 'InStoreOnly'],
};

/**
 * Google's required properties per type (the rest it lists are "recommended"):
 * LocalBusiness (and its subtypes): name, address — recommended: aggregateRating, geo, menu/hasMenu,
 * openingHoursSpecification, priceRange, servesCuisine, telephone, url, image.
 * Product snippet: name and one of offers, review, aggregateRating; Offer: price, priceCurrency.
 * AggregateRating: ratingValue and one of ratingCount, reviewCount. GeoCoordinates: latitude, longitude.
 */
export const GOOGLE_REQUIRED: Record<string, (string | string[])[]> = {
  LocalBusiness: ['name', 'address'],
  Product: ['name', ['offers', 'review', 'aggregateRating']],
  Offer: ['price', 'priceCurrency'],
  AggregateRating: ['ratingValue', ['ratingCount', 'reviewCount']],
  GeoCoordinates: ['latitude', 'longitude'],
};

/** The recommended LocalBusiness properties the storefront fills when the store has the data. */
export const GOOGLE_RECOMMENDED_LOCAL_BUSINESS = ['url', 'image', 'telephone', 'geo', 'openingHoursSpecification', 'priceRange', 'servesCuisine', 'hasMenu'] as const;

function ancestorsOf(type: string): string[] {
  const terms = SCHEMA_ORG_TYPES[type];
  if (!terms) return [];
  return [type, ...terms.extends.flatMap(ancestorsOf)];
}

export const schemaOrgTypeExtends = (type: string, ancestor: string): boolean => ancestorsOf(type).includes(ancestor);

/** Problems of a JSON-LD document: unknown types, properties the type does not have, bad enumeration values, missing required properties. */
export function schemaOrgProblems(document: unknown, where = '$'): string[] {
  if (Array.isArray(document)) return document.flatMap((item, i) => schemaOrgProblems(item, `${where}[${i}]`));
  if (typeof document !== 'object' || document === null) return [];
  const node = document as Record<string, unknown>;
  const problems: string[] = [];
  const type = node['@type'];
  if (type === undefined) {
    // A reference to another node ({ "@id": … }) has no type of its own.
    const keys = Object.keys(node).filter((key) => key !== '@id');
    if (keys.length > 0) problems.push(`${where}: objeto sem @type (${keys.join(', ')})`);
    return problems;
  }
  if (typeof type !== 'string' || !SCHEMA_ORG_TYPES[type]) return [`${where}: tipo desconhecido no schema.org: ${String(type)}`];
  if (node['@context'] !== undefined && node['@context'] !== 'https://schema.org') problems.push(`${where}: @context deve ser https://schema.org`);
  const allowed = new Set(ancestorsOf(type).flatMap((t) => SCHEMA_ORG_TYPES[t]!.properties));
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    if (!allowed.has(key)) problems.push(`${where}: ${type} não tem a propriedade ${key}`);
    const members = SCHEMA_ORG_ENUMERATIONS[key];
    if (members) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const member = typeof item === 'string' ? /^https:\/\/schema\.org\/([A-Za-z]+)$/.exec(item)?.[1] : undefined;
        if (!member || !members.includes(member)) problems.push(`${where}.${key}: valor fora da enumeração: ${String(item)}`);
      }
    }
    problems.push(...schemaOrgProblems(value, `${where}.${key}`));
  }
  for (const [googleType, required] of Object.entries(GOOGLE_REQUIRED)) {
    if (!schemaOrgTypeExtends(type, googleType)) continue;
    for (const property of required) {
      const oneOf = Array.isArray(property) ? property : [property];
      if (!oneOf.some((p) => node[p] !== undefined && node[p] !== null && node[p] !== '')) problems.push(`${where}: ${type} exige ${oneOf.join(' ou ')} (Google)`);
    }
  }
  return problems;
}

import { normalizeProductOptions, productBaseCents, type NewCartItem, type Product } from '@comanda/shared/domain';
import { hasOptionsPanel, type ProductModalResult } from '@comanda/shared/ui/catalog';

/** Whether tapping the product opens its option panel (the storefront's panel) instead of adding it at once. */
export function opensOptions(product: Product): boolean {
  const slug = product.business_type_slug;
  return hasOptionsPanel(slug) && normalizeProductOptions(slug, product.business_type_options) !== null && hasAnyOption(product);
}

function hasAnyOption(product: Product): boolean {
  const raw = product.business_type_options;
  if (!raw || typeof raw !== 'object') return false;
  return Object.values(raw).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false && value !== ''));
}

/** A line without options, at the product's price now. */
export function quickLine(product: Product, quantity = 1): NewCartItem {
  const unit = productBaseCents(product);
  return { id: product.id, name: product.name, image: product.image ?? null, basePrice: unit, price: unit, quantity, selectedOptions: null, businessType: product.business_type_slug ?? null };
}

/** A line as the option panel priced it. */
export function lineFromModal(product: Product, result: ProductModalResult): NewCartItem {
  return { ...quickLine(product, result.quantity), price: result.unitPriceCents, selectedOptions: result.selection };
}

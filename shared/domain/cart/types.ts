import type { ProductSelection } from '../catalog/registry';

export type CouponType = 'percentage' | 'fixed';

/** The coupon kept in the cart. `value`: percent for 'percentage' (10 = 10 %), centavos for 'fixed'. */
export type CartCoupon = {
  code: string;
  type: CouponType;
  value: number;
};

/** One cart line (spec §3). Money in centavos. */
export type CartItem = {
  /** Identifies the line: product id + selected options (see cartLineKey). */
  lineKey: string;
  /** Product id. */
  id: number;
  name: string;
  /** Unit price with options (the engine's unitTotalCents). */
  price: number;
  /** The product's base price (promo_price if > 0, else price). */
  basePrice: number;
  quantity: number;
  image: string | null;
  /** null for a quick add without options. */
  selectedOptions: ProductSelection | null;
  /** ISO timestamp of when the line was created. */
  addedAt: string;
};

export type NewCartItem = Omit<CartItem, 'addedAt' | 'lineKey'>;

export type Cart = {
  items: CartItem[];
  notes: string;
  storeId: number;
  coupon: CartCoupon | null;
};

export type CartTotals = { subtotal: number; discount: number; total: number };

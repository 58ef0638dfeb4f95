import type { ProductSelection } from '../catalog/registry';

/** free_delivery: the order's delivery fee is waived (no value; delivery orders only). */
export type CouponType = 'percentage' | 'fixed' | 'free_delivery';

/** The coupon kept in the cart. `value`: percent for 'percentage' (10 = 10 %), centavos for 'fixed', 0 for 'free_delivery'. */
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
  /** The product's own business type, when it has one: its option lines follow it (absent = the store's). */
  businessType?: string | null;
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

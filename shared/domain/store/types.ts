import type { StoreDeliveryRates } from '../delivery/rates';
import type { StoreScheduling } from './scheduled-orders';
import type { StoreDeliveryPolygon } from '../delivery/zones';
import type { Coordinates } from '../orders/delivery';
import type { OrderType } from '../orders/order-types';
import type { PaymentMethod } from '../orders/payment';
import type { QuantityLimits } from '../orders/quantity-limits';

/** Wire types of the public storefront calls (spec §3 and §7). Money on the wire is in reais. */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Per weekday, a list of 'HH:MM-HH:MM' ranges; an empty list (or a missing day) is a closed day. A range may end past midnight ('18:00-02:00'). */
export type OpeningHours = Partial<Record<Weekday, string[]>>;

export type ProductDisplayStyle = 'grid' | 'list' | 'carousel';

export type StoreBusinessType = { id: number; name: string; slug: string };

export type StoreRef = { id: number; name: string; slug: string };

export type DeliveryRange = { min: number | null; max: number | null };

/** A neighbourhood delivery zone as the storefront receives it (reais). */
export type StoreDeliveryZone = {
  name: string;
  districts: string[];
  /** City and state (UF) of the districts: a zone matches an address of that city only. */
  city: string | null;
  state: string | null;
  fee: number;
  minOrderValue: number | null;
  estimatedTime: string | null;
};

/** A distance band from the store (reais): up to `upToKm` km costs `fee`. */
export type StoreDeliveryBand = { upToKm: number; fee: number; minOrderValue: number | null; estimatedTime: string | null };

/** GET /api/stores/{slug} → `{ data: StorePublic }`. */
export type StorePublic = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** The stored main URL: our uploads (/storage/uploads/…-192.webp, sizes by `responsiveImage`) or any other image. */
  logo: string | null;
  /** The 3:1 cover banner (main URL /storage/uploads/…-1200x400.webp for our uploads); null = the brand colours only. */
  cover: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  productDisplayStyle: ProductDisplayStyle;
  productsPerPage: number;
  /** Takes orders now (storeStatus: the pause, then the manual override, then the hours and holidays, America/Sao_Paulo). */
  isOpen: boolean;
  /** Orders paused by the store: the banner text ('Pedidos pausados: <mensagem> · voltamos às 19:30'); null when not paused. */
  ordersPaused: { text: string; message: string | null; reopensAt: string | null } | null;
  /** When a closed store opens next (ISO instant); null when open or unknown. */
  opensAt: string | null;
  /** The closed storefront's banner, worded by the server at its clock (closedStoreText: 'Fechado · abre terça às 18:00'); null when open or paused. */
  closedText?: string | null;
  /** Scheduled orders ("Agendar para"): the rules the checkout builds its slots with (availableSlots); null when the store does not take them. */
  scheduling?: StoreScheduling | null;
  /** Reais. */
  deliveryFee: number;
  /** Reais; null = no free delivery. */
  minFreeDeliveryValue: number | null;
  /** Reais; 0 = no minimum. */
  minOrderValue: number;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  cep: string | null;
  /** null = not configured ('Horários não disponíveis'). */
  openingHours: OpeningHours | null;
  /** null = not configured (show DEFAULT_DELIVERY_TIME). */
  deliveryTime: string | null;
  /** Kilometres; null = not configured. */
  deliveryRange: DeliveryRange | null;
  businessType: StoreBusinessType | null;
  /** This store is a branch (filial) of `parent`. */
  isBranch: boolean;
  parent: StoreRef | null;
  /** Active branches of this store (empty for a branch); their id is the `branch_id` of the products call. */
  branches: StoreRef[];
  /** Order types the checkout offers (store settings; default all three). */
  orderTypes: OrderType[];
  /** Payment methods the checkout offers; 'pix' only when the store has a PIX key. */
  paymentMethods: PaymentMethod[];
  /**
   * Minutes the customer has to pay a PIX order when the store charges PIX through its "API Pix" provider (dynamic PIX:
   * the order is cancelled after them); null with the static code (no deadline).
   */
  pixExpiryMinutes: number | null;
  /** The store's coordinates (distance bands and radius). */
  location: Coordinates | null;
  deliveryZones: StoreDeliveryZone[];
  deliveryBands: StoreDeliveryBand[];
  /** Polygons drawn on the map (/store/delivery/zones), active ones in the store's order. */
  deliveryPolygons: StoreDeliveryPolygon[];
  /** Per km, surcharges by time window and the rain mode (/store/delivery/rates). */
  deliveryRates: StoreDeliveryRates;
  /** The order limits in force (the shared defaults, or lower where the store lowered them): the steppers stop there. */
  quantityLimits: QuantityLimits;
};

/** GET /api/stores/{slug}/categories → `{ data: Category[] }` ({ id, name }): the catalog's type, re-exported (one binding, no clash in the domain barrel). */
export type { Category } from '../catalog/product';

/**
 * GET /api/stores/{slug}/products → `{ data: CatalogProduct[] }`: the product exactly as the API sends it
 * (spec §3 without the browser-side selectedOptions/totalPrice). business_type_options keeps the raw
 * shape of spec §3 (option groups as arrays, keyed objects or comma strings; prices as numbers or strings):
 * the storefront's option normaliser turns it into lists.
 */
export type CatalogProduct = {
  id: number;
  name: string;
  description: string | null;
  short_description: string | null;
  /** Reais. */
  price: number;
  /** Reais; null when there is no promotional price. */
  promo_price: number | null;
  /** Storage-relative path (e.g. 'demo/burger-house/classic-burger.svg', served at /storage/…) or an absolute http(s) URL. */
  image: string | null;
  gallery_urls: string[];
  category_id: number | null;
  business_type_slug: string | null;
  business_type_options: Record<string, unknown> | string | null;
};

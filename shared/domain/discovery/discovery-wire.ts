/** What a store row of GET /api/stores/discover says about delivering to the searched address (money in reais). */
export type DiscoveryDelivery = {
  /** The fee for this address, computed by the checkout's own quote (POST /stores/{slug}/delivery-quote). */
  fee: number;
  free: boolean;
  /** The zone's or the store's time, as the store wrote it ('30-45 minutos'), and read as minutes. */
  estimated_time: string | null;
  eta: { min: number; max: number } | null;
  zone: string | null;
  min_order: number;
};

export type DiscoveryStore = {
  id: number;
  slug: string;
  name: string;
  business_type: { slug: string; name: string } | null;
  logo: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  is_open: boolean;
  paused: boolean;
  /** When a closed store opens again (ISO); null when open or unknown. */
  opens_at: string | null;
  /** 'Aberta agora', 'Fechada · abre às 18:00', 'Pedidos pausados'. */
  status_text: string;
  rating: { average: number; count: number } | null;
  /** null: no address searched, or the store does not deliver there (`delivery_refusal` says why). */
  delivery: DiscoveryDelivery | null;
  delivery_refusal: string | null;
  distance_km: number | null;
};

/** The address a search was made for, as the server placed it. */
export type DiscoveryAddress = { cep: string; district: string; city: string; state: string; located: boolean };

export type DiscoveryResponse = {
  data: DiscoveryStore[];
  address: DiscoveryAddress | null;
  meta: { page: number; per_page: number; total: number; last_page: number };
};

/** A favourite store of the signed-in customer (GET /api/customer/favorites). */
export type FavoriteStore = {
  store_id: number;
  slug: string;
  name: string;
  logo: string | null;
  business_type: { slug: string; name: string } | null;
  city: string | null;
  state: string | null;
  is_open: boolean;
  status_text: string;
  created_at: string;
};

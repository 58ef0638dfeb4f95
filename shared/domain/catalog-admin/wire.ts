/** The back office's catalog on the wire (prices in reais). */
export type AdminCategory = { id: number; name: string; is_active: boolean; sort_order: number; products_count: number };

export type AdminProduct = {
  id: number;
  name: string;
  description: string | null;
  short_description: string | null;
  price: number;
  promo_price: number | null;
  image: string | null;
  gallery_urls: string[];
  category_id: number | null;
  category_name: string | null;
  business_type_slug: string | null;
  business_type_options: Record<string, unknown>;
  is_active: boolean;
  sold_out: boolean;
  sold_out_until: string | null;
  updated_at: string;
};

export type AdminProductPage = { data: AdminProduct[]; meta: { total: number; page: number; per_page: number } };

export type BulkPriceResult = { category_id: number; percent: number; changed: { id: number; name: string; from: number; to: number }[] };

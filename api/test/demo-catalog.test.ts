import type { FastifyInstance } from 'fastify';
import { BUSINESS_TYPES } from '../src/db/seed/business-types';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

/** Spec §3 "Options per business type": every field of each type ("dietary flags" = the four is_* flags). */
const DIETARY = ['is_vegan', 'is_vegetarian', 'is_gluten_free', 'is_lactose_free'];
const FIELDS: Record<string, string[]> = {
  acaiteria: ['sizes', 'fruits', 'toppings', 'complements', 'special_addons', 'calories', 'allergens', 'is_vegan', 'is_vegetarian', 'is_gluten_free', 'is_lactose_free', 'is_sugar_free', 'combination_description', 'has_preset_combination', 'acai_type', 'consistency'],
  bar: ['tipo_bebida', 'marca', 'volume', 'teor_alcoolico', 'pais_origem', 'temperatura_servico', 'tipo_suco', 'sabor_suco', 'tipo_refrigerante', 'tipo_agua', 'tipo_cafe', 'intensidade_cafe', 'conteudo_cafeina', 'safra', 'tipo_uva', 'estilo_cerveja', 'tipo_destilado', 'tempo_envelhecimento', 'calorias', 'acucar', 'alergenos', 'harmonizacao', 'indicacoes', 'sizes', 'addons', 'ice_options'],
  cafeteria: ['coffee_type', 'coffee_origin', 'roast_level', 'grinding_level', 'brewing_method', 'calories', 'is_vegan', 'is_sugar_free', 'is_decaf', 'allow_takeaway', 'sizes', 'milk_types', 'sweeteners', 'sides', 'takeaway_cups'],
  churrascaria: ['sizes', 'cuts', 'sides', 'sauces', 'seasonings', 'cooking_points', 'calories', 'protein', 'allergens', ...DIETARY, 'combination_description', 'has_preset_combination', 'meat_type', 'preparation', 'meat_cut_category', 'meat_cut_type', 'weight', 'preparation_time', 'cooking_method', 'has_rodizio', 'rodizio_price', 'rodizio_description'],
  marmitaria: ['sizes', 'proteins', 'sides', 'vegetables', 'calories', 'allergens', ...DIETARY, 'meal_type', 'has_subscription', 'subscription_description', 'subscription_price', 'delivery_frequency'],
  doceria: ['sizes', 'fillings', 'toppings', 'sweet_category', 'main_flavor', 'allows_customization', 'customization_options', 'customization_price', 'requires_advance_order', 'advance_days', 'has_gift_packaging', 'has_gift_card', 'gift_price', 'ingredients', 'allergens', 'is_diet_light', 'is_vegan', 'is_gluten_free', 'is_lactose_free', 'is_sugar_free'],
  'food-truck': ['sizes', 'ingredients_list', 'addons', 'sauces', 'locations', 'product_category', 'specialty', 'ingredients_description', 'allergens', 'preparation_time', 'combo_description', 'combo_price', 'has_combo', 'is_vegan', 'is_vegetarian', 'is_gluten_free', 'is_lactose_free'],
  hamburgueria: ['tipo_carne', 'peso_hamburguer', 'tamanho', 'tipo_pao', 'adicionais', 'queijos', 'molhos', 'nivel_picante', 'ingredientes', 'calorias', 'alergenos', 'dicas_consumo', 'harmonizacao', 'vegetariano', 'vegano', 'tempo_preparo'],
  lanchonete: ['tipo_lanche', 'tamanho_lanche', 'tipo_pao', 'tipo_salsicha', 'tipo_salgado', 'ingredientes', 'acompanhamentos', 'tempo_preparo', 'calorias', 'modo_preparo', 'alergenos', 'vegetariano', 'vegano', 'sem_gluten', 'sem_lactose', 'sizes', 'molhos', 'queijos', 'adicionais', 'molhos_price', 'queijos_price', 'adicionais_price'],
  padaria: ['product_category', 'dough_type', 'ingredients', 'allergens', 'preparation_time', 'shelf_life', 'allow_custom_order', 'min_advance_days', 'min_order_quantity', 'is_vegan', 'is_vegetarian', 'is_gluten_free', 'is_lactose_free', 'is_sugar_free', 'sizes', 'fillings', 'toppings', 'addons'],
  pastelaria: ['sizes', 'fillings', 'sides', 'dough_type', 'cooking_method', 'filling_category', 'ingredients', 'allergens', 'preparation_time', ...DIETARY, 'combo_description', 'combo_price', 'has_combo'],
  pizzaria: ['sizes', 'toppings', 'edges', 'side_dishes', 'pizza_type', 'dough_type', 'allow_half_half', 'max_toppings', 'allow_observations', 'calories', 'allergens', 'base_ingredients', 'is_vegan', 'is_vegetarian', 'gluten_free', 'cooking_method', 'cooking_time', 'promo_monday', 'promo_tuesday', 'promo_wednesday', 'promo_thursday', 'promo_friday', 'promo_saturday', 'promo_sunday', 'min_order_value', 'delivery_available', 'takeout_available', 'dine_in_available', 'recommended_pairings', 'combo_suggestions'],
  restaurante: ['cuisine_type', 'protein_type', 'cooking_point', 'sides', 'sauces', 'max_sides', 'preparation_time', 'calories', 'allergens', ...DIETARY, 'chef_recommendations', 'serving_size', 'available_periods', 'available_for_events', 'event_min_people', 'event_price_per_person', 'allow_observations'],
  sorveteria: ['ice_cream_type', 'consistency', 'flavor_intensity', 'flavor_category', 'sizes', 'toppings', 'complements', 'containers', 'allow_mix', 'max_flavors', 'max_toppings', 'calories_per_scoop', 'allergens', 'is_sugar_free', 'is_lactose_free', 'is_vegan', 'is_gluten_free', 'recommended_combinations', 'for_birthday', 'is_seasonal', 'seasonal_period', 'allow_decoration'],
};

/** Option groups (lists the customer picks from): each has 3+ items in at least one product. */
const GROUPS: Record<string, string[]> = {
  acaiteria: ['sizes', 'fruits', 'toppings', 'complements', 'special_addons'],
  bar: ['sizes', 'addons', 'ice_options'],
  cafeteria: ['sizes', 'milk_types', 'sweeteners', 'sides', 'takeaway_cups'],
  churrascaria: ['sizes', 'cuts', 'sides', 'sauces', 'seasonings', 'cooking_points'],
  marmitaria: ['sizes', 'proteins', 'sides', 'vegetables'],
  doceria: ['sizes', 'fillings', 'toppings'],
  'food-truck': ['sizes', 'ingredients_list', 'addons', 'sauces', 'locations'],
  hamburgueria: ['adicionais', 'queijos', 'molhos'],
  lanchonete: ['sizes', 'molhos', 'queijos', 'adicionais'],
  padaria: ['sizes', 'fillings', 'toppings', 'addons'],
  pastelaria: ['sizes', 'fillings', 'sides'],
  pizzaria: ['sizes', 'toppings', 'edges', 'side_dishes'],
  restaurante: ['cooking_point', 'sides', 'sauces'],
  sorveteria: ['sizes', 'toppings', 'ice_cream_toppings', 'complements', 'containers'],
};

const itemCount = (value: unknown): number =>
  typeof value === 'string' ? value.split(',').filter((s) => s.trim()).length : Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : 0;

/** A field the panel can show: not null/''/false and not an empty list. */
const isSet = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== false && !(typeof value === 'object' && itemCount(value) === 0);

type Product = { id: number; name: string; business_type_slug: string; business_type_options: Record<string, unknown> };

let db: TestDb;
let app: FastifyInstance;
let storeOf: Record<string, string>;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  const rows = await db.handle.query<{ slug: string; type: string }>(
    `SELECT s.slug, bt.slug AS type FROM stores s JOIN business_types bt ON bt.id = s.business_type_id
      WHERE s.is_active AND s.parent_id IS NULL ORDER BY s.id`,
  );
  storeOf = {};
  for (const r of rows) storeOf[r.type] ??= r.slug;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('demo catalog of every business type', () => {
  it('the field table covers the 14 types', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(BUSINESS_TYPES.map((t) => t.slug).sort());
    expect(Object.keys(storeOf).sort()).toEqual(BUSINESS_TYPES.map((t) => t.slug).sort());
  });

  it.each(BUSINESS_TYPES.map((t) => t.slug))('%s: an active store whose products carry every §3 field', async (type) => {
    const slug = storeOf[type]!;
    const categories = json(await app.inject({ method: 'GET', url: `/api/stores/${slug}/categories` })).data as unknown[];
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeLessThanOrEqual(5);
    const res = await app.inject({ method: 'GET', url: `/api/stores/${slug}/products` });
    expect(res.statusCode).toBe(200);
    const products = json<{ data: Product[] }>(res).data;
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.length).toBeLessThanOrEqual(15);
    expect(products.some((p) => (p as unknown as { promo_price: number | null }).promo_price !== null)).toBe(true);
    for (const p of products) {
      expect(p.business_type_slug).toBe(type);
      const missing = FIELDS[type]!.filter((f) => !(f in p.business_type_options));
      expect({ product: p.name, missing }).toEqual({ product: p.name, missing: [] });
    }
    // Each field shows in at least one product, and each option group has 3+ items somewhere.
    const neverSet = FIELDS[type]!.filter((f) => !products.some((p) => isSet(p.business_type_options[f])));
    expect({ type, neverSet }).toEqual({ type, neverSet: [] });
    const small = GROUPS[type]!.filter((g) => !products.some((p) => itemCount(p.business_type_options[g]) >= 3));
    expect({ type, small }).toEqual({ type, small: [] });
  });

  it('option prices mix the wire formats the storefront normaliser accepts', async () => {
    const rows = await db.handle.query<{ options: Record<string, unknown> }>('SELECT business_type_options AS options FROM products');
    const text = JSON.stringify(rows.map((r) => r.options));
    expect(text).toMatch(/"price":\d+(\.\d+)?[,}]/); // numbers
    expect(text).toMatch(/"price":"\d+\.\d{2}"/); // numeric strings with a dot
    expect(text).toMatch(/"price":"\d+,\d{2}"/); // … and with a decimal comma
    expect(text).toMatch(/"additional_price":/);
    expect(text).toMatch(/"sizes":"[^"]+:\d/); // bakery 'name:price' comma strings
    expect(text).toMatch(/"molhos":"[^"]+, /); // burger / snack bar comma lists
    // keyed objects
    expect(rows.some((r) => Object.values(r.options).some((v) => v && typeof v === 'object' && !Array.isArray(v)))).toBe(true);
  });

  it('every product image exists in api/storage and is served at /storage/', async () => {
    const rows = await db.handle.query<{ image: string; gallery_urls: string[] }>('SELECT image, gallery_urls FROM products');
    const paths = new Set(rows.flatMap((r) => [r.image, ...r.gallery_urls]));
    expect(paths.size).toBeGreaterThan(200);
    for (const p of [...paths].slice(0, 20)) {
      expect(p).toMatch(/^demo\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
      const res = await app.inject({ method: 'GET', url: `/storage/${p}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    for (const p of paths) expect(existsSync(path.join(__dirname, '..', 'storage', p))).toBe(true);
  });
});

import { DEFAULT_QUANTITY_LIMITS, type Category, type Product, type StorePublic } from '@comanda/shared/domain';

export function makeStore(overrides: Partial<StorePublic> = {}): StorePublic {
  return {
    id: 1,
    name: 'Pizzaria Bella Napoli',
    slug: 'pizzaria-bella-napoli',
    description: 'Pizzas de fermentação natural.',
    logo: null,
    cover: null,
    primaryColor: '#B71C1C',
    secondaryColor: '#2E7D32',
    backgroundColor: '#FFF8E1',
    textColor: '#212121',
    productDisplayStyle: 'grid',
    productsPerPage: 12,
    isOpen: true,
    ordersPaused: null,
    opensAt: null,
    deliveryFee: 7,
    minFreeDeliveryValue: 80,
    minOrderValue: 30,
    phone: '1133334444',
    whatsapp: '11988887777',
    email: 'contato@bellanapoli.com.br',
    address: 'Rua Augusta',
    number: '1500',
    complement: 'Loja 2',
    district: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    cep: '01304001',
    openingHours: { monday: [], tuesday: ['18:00-23:00'] },
    deliveryTime: null,
    deliveryRange: { min: 0, max: 8 },
    businessType: { id: 1, name: 'Pizzaria', slug: 'pizzaria' },
    isBranch: false,
    parent: null,
    branches: [],
    orderTypes: ['delivery', 'pickup', 'dine_in'],
    paymentMethods: ['pix', 'credit_card', 'debit_card', 'cash'],
    pixExpiryMinutes: null,
    location: { latitude: -23.5558, longitude: -46.6623 },
    deliveryZones: [],
    deliveryBands: [],
    deliveryPolygons: [],
    deliveryRates: { perKm: null, surcharges: [], rainMode: false, rainSurcharge: 0 },
    quantityLimits: { ...DEFAULT_QUANTITY_LIMITS },
    ...overrides,
  };
}

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Produto ${id}`,
    description: null,
    short_description: null,
    price: 10,
    promo_price: null,
    image: null,
    gallery_urls: [],
    category_id: 1,
    business_type_slug: 'pizzaria',
    business_type_options: null,
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { id: 1, name: 'Pizzas' },
  { id: 2, name: 'Bebidas' },
];

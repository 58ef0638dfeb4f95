import type { OpeningHours } from '../schema';
import type { BusinessTypeSlug } from './business-types';

export type DemoStore = {
  slug: string;
  name: string;
  businessType: BusinessTypeSlug;
  /** Slug of the parent store: this store is a branch (filial). */
  parent?: string;
  isActive?: boolean;
  description?: string;
  primaryColor?: string;
  secondaryColor?: string;
  backgroundColor?: string;
  textColor?: string;
  productDisplayStyle?: 'grid' | 'list' | 'carousel';
  openingHours?: OpeningHours;
  phone?: string;
  whatsapp?: string;
  email?: string;
  address?: string;
  number?: string;
  complement?: string;
  district?: string;
  city?: string;
  state?: string;
  cep?: string;
  latitude?: number;
  longitude?: number;
  deliveryFeeCents?: number;
  minFreeDeliveryCents?: number;
  minOrderCents?: number;
  deliveryTime?: string;
  deliveryRangeMinKm?: number;
  deliveryRangeMaxKm?: number;
  pixKey?: string;
};

const EVENINGS: OpeningHours = {
  monday: [],
  tuesday: ['18:00-23:00'],
  wednesday: ['18:00-23:00'],
  thursday: ['18:00-23:00'],
  friday: ['18:00-23:59'],
  saturday: ['11:30-15:00', '18:00-23:59'],
  sunday: ['11:30-15:00', '18:00-23:00'],
};

const ALL_DAY: OpeningHours = {
  monday: ['11:00-23:00'],
  tuesday: ['11:00-23:00'],
  wednesday: ['11:00-23:00'],
  thursday: ['11:00-23:00'],
  friday: ['11:00-23:59'],
  saturday: ['11:00-23:59'],
  sunday: ['12:00-22:00'],
};

const BELLA_NAPOLI_BRANDING = {
  primaryColor: '#B71C1C',
  secondaryColor: '#2E7D32',
  backgroundColor: '#FFF8E1',
  textColor: '#212121',
} as const;

/** Parents before branches: the seed inserts in this order. */
export const DEMO_STORES: DemoStore[] = [
  {
    slug: 'pizzaria-bella-napoli',
    name: 'Pizzaria Bella Napoli',
    businessType: 'pizzaria',
    description: 'Pizzas de fermentação natural assadas no forno a lenha desde 1998.',
    ...BELLA_NAPOLI_BRANDING,
    openingHours: EVENINGS,
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
    latitude: -23.5558,
    longitude: -46.6586,
    deliveryFeeCents: 700,
    minFreeDeliveryCents: 8000,
    minOrderCents: 3000,
    deliveryTime: '40-60 minutos',
    deliveryRangeMinKm: 0,
    deliveryRangeMaxKm: 8,
    pixKey: 'contato@bellanapoli.com.br',
  },
  {
    slug: 'bella-napoli-moema',
    name: 'Bella Napoli - Moema',
    businessType: 'pizzaria',
    parent: 'pizzaria-bella-napoli',
    ...BELLA_NAPOLI_BRANDING,
    openingHours: EVENINGS,
    phone: '1155556666',
    address: 'Avenida Ibirapuera',
    number: '2300',
    district: 'Moema',
    city: 'São Paulo',
    state: 'SP',
    cep: '04029200',
    latitude: -23.6006,
    longitude: -46.6652,
    deliveryFeeCents: 700,
    minFreeDeliveryCents: 8000,
    minOrderCents: 3000,
  },
  {
    slug: 'bella-napoli-centro',
    name: 'Bella Napoli - Centro',
    businessType: 'pizzaria',
    parent: 'pizzaria-bella-napoli',
    isActive: false,
    ...BELLA_NAPOLI_BRANDING,
    address: 'Rua Barão de Itapetininga',
    number: '120',
    district: 'República',
    city: 'São Paulo',
    state: 'SP',
    cep: '01042000',
  },
  {
    slug: 'burger-house',
    name: 'Burger House',
    businessType: 'hamburgueria',
    description: 'Hambúrgueres artesanais com blend da casa e pão brioche.',
    primaryColor: '#F57C00',
    secondaryColor: '#3E2723',
    backgroundColor: '#FFFFFF',
    textColor: '#3E2723',
    productDisplayStyle: 'list',
    openingHours: ALL_DAY,
    phone: '2122223333',
    whatsapp: '21977776666',
    email: 'contato@burgerhouse.com.br',
    address: 'Rua Visconde de Pirajá',
    number: '300',
    district: 'Ipanema',
    city: 'Rio de Janeiro',
    state: 'RJ',
    cep: '22410002',
    latitude: -22.9842,
    longitude: -43.2006,
    deliveryFeeCents: 590,
    minFreeDeliveryCents: 6000,
    minOrderCents: 2500,
    deliveryTime: '30-45 minutos',
    deliveryRangeMinKm: 0,
    deliveryRangeMaxKm: 6,
  },
  {
    slug: 'acai-da-praia',
    name: 'Açaí da Praia',
    businessType: 'acaiteria',
    description: 'Açaí cremoso batido na hora, com frutas e complementos.',
    primaryColor: '#6A1B9A',
    secondaryColor: '#00897B',
    backgroundColor: '#F3E5F5',
    textColor: '#1A1A1A',
    productDisplayStyle: 'carousel',
    openingHours: ALL_DAY,
    phone: '4832324545',
    whatsapp: '48999991111',
    email: 'oi@acaidapraia.com.br',
    address: 'Avenida das Rendeiras',
    number: '800',
    district: 'Lagoa da Conceição',
    city: 'Florianópolis',
    state: 'SC',
    cep: '88062400',
    latitude: -27.6035,
    longitude: -48.4657,
    deliveryFeeCents: 500,
    minOrderCents: 2000,
    deliveryTime: '20-35 minutos',
    deliveryRangeMinKm: 0,
    deliveryRangeMaxKm: 5,
  },
];

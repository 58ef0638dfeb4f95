/** Delivery rules of some demo stores: neighbourhood zones (the most common in Brazil) and distance bands. */
export type DemoDeliveryZone =
  | { kind: 'district'; name: string; districts: string[]; city: string; state: string; feeCents: number; minOrderCents?: number; estimatedTime?: string }
  | { kind: 'distance'; name: string; upToKm: number; feeCents: number; minOrderCents?: number; estimatedTime?: string };

const SAO_PAULO = { city: 'São Paulo', state: 'SP' } as const;

export const DEMO_DELIVERY_ZONES: Record<string, DemoDeliveryZone[]> = {
  'pizzaria-bella-napoli': [
    { kind: 'district', name: 'Centro expandido', districts: ['Consolação', 'Bela Vista', 'Jardim Paulista', 'Cerqueira César', 'República'], ...SAO_PAULO, feeCents: 500, estimatedTime: '30-45 minutos' },
    { kind: 'district', name: 'Pinheiros e Itaim', districts: ['Pinheiros', 'Itaim Bibi', 'Vila Olímpia', 'Jardim Europa'], ...SAO_PAULO, feeCents: 990, minOrderCents: 5000, estimatedTime: '45-60 minutos' },
    { kind: 'district', name: 'Vila Mariana e Paraíso', districts: ['Vila Mariana', 'Paraíso', 'Aclimação', 'Liberdade'], ...SAO_PAULO, feeCents: 790, minOrderCents: 4000, estimatedTime: '40-55 minutos' },
  ],
  'burger-house': [
    { kind: 'distance', name: 'Até 2 km', upToKm: 2, feeCents: 490, estimatedTime: '25-35 minutos' },
    { kind: 'distance', name: 'Até 4 km', upToKm: 4, feeCents: 790, estimatedTime: '35-45 minutos' },
    { kind: 'distance', name: 'Até 6 km', upToKm: 6, feeCents: 1090, minOrderCents: 4000, estimatedTime: '45-60 minutos' },
  ],
};

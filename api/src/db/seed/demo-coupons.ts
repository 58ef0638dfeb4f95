export type DemoCoupon = {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  /** percentage: percentage points; fixed: centavos (the column's convention). */
  value: number;
  minOrderCents?: number;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  usedCount?: number;
  perCustomerLimit?: number;
  isActive?: boolean;
};

/** Every demo parent store gets these (one per validation outcome). */
export const STANDARD_COUPONS: DemoCoupon[] = [
  { code: 'BEMVINDO10', description: '10% de desconto na sua compra', type: 'percentage', value: 10, startsAt: '2024-01-01T00:00:00-03:00', perCustomerLimit: 1 },
  { code: 'FRETE5', description: 'R$ 5,00 de desconto em pedidos a partir de R$ 40,00', type: 'fixed', value: 500, minOrderCents: 4000 },
  { code: 'VERAO2024', description: 'Promoção de verão (encerrada)', type: 'percentage', value: 15, startsAt: '2024-01-01T00:00:00-03:00', endsAt: '2024-03-20T23:59:59-03:00' },
  { code: 'PRIMEIRACOMPRA', description: 'R$ 10,00 na primeira compra (esgotado)', type: 'fixed', value: 1000, usageLimit: 50, usedCount: 50 },
  { code: 'INATIVO20', description: 'Cupom desativado pela loja', type: 'percentage', value: 20, isActive: false },
  { code: 'NATAL2099', description: 'Cupom de Natal (ainda não começou)', type: 'percentage', value: 25, startsAt: '2099-12-01T00:00:00-03:00', endsAt: '2099-12-26T23:59:59-03:00' },
];

/** Coupons of one store on top of the standard ones. */
export const EXTRA_COUPONS: Record<string, DemoCoupon[]> = {
  'bella-napoli-moema': [{ code: 'MOEMA15', description: '15% de desconto na filial Moema acima de R$ 50,00', type: 'percentage', value: 15, minOrderCents: 5000, usageLimit: 200, usedCount: 12 }],
  'burger-house': [{ code: 'SMASH7', description: 'R$ 7,00 de desconto em pedidos acima de R$ 60,00', type: 'fixed', value: 700, minOrderCents: 6000, usageLimit: 100, usedCount: 37 }],
};

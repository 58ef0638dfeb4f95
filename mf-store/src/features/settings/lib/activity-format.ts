import { WEEKDAY_LABELS } from '@comanda/shared/domain';

const FIELD_LABELS: Record<string, string> = {
  ...WEEKDAY_LABELS,
  openingHours: 'Horários',
  holidays: 'Datas especiais',
  orderTypes: 'Tipos de pedido',
  paymentMethods: 'Pagamentos',
  pixKeyType: 'Tipo da chave PIX',
  pixKey: 'Chave PIX',
  minOrderValue: 'Pedido mínimo',
  deliveryTime: 'Tempo de entrega',
  deliveryFee: 'Taxa de entrega',
  minFreeDeliveryValue: 'Entrega grátis a partir de',
  deliveryRadiusKm: 'Raio de entrega (km)',
  productDisplayStyle: 'Exibição',
  productsPerPage: 'Produtos por página',
  quantityLimits: 'Limites',
  ordersPause: 'Pausa de pedidos',
  until: 'até',
  message: 'mensagem',
  price: 'Preço',
  name: 'Nome',
};

export const ACTIVITY_ENTITY_LABELS: Record<string, string> = {
  settings: 'Configurações',
  hours: 'Horários',
  store: 'Perfil',
  branch: 'Filiais',
  category: 'Categorias',
  product: 'Produtos',
  coupon: 'Cupons',
  employee: 'Funcionários',
  catalog_import: 'Importação',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A changed value in one short line: lists joined, objects as 'chave: valor', empty as '—'. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(formatChangeValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => `${fieldLabel(k)}: ${formatChangeValue(v)}`)
      .join('; ') || '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return new Date(value).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
  return String(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** 'há 5 minutos', 'ontem', 'agora mesmo'. */
export function relativeTime(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return 'agora mesmo';
}

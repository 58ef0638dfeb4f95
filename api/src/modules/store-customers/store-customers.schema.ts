import { mixed, number, object, string } from 'yup';
// Sets yup's Portuguese locale before the schemas below are declared.
import '@comanda/shared/domain';

export const CUSTOMER_SORTS = ['last_order', 'name', 'orders', 'total_spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /api/stores/{id}/customers?search=&sort=&page= ('-' before a sort key: descending). */
export const customerListQuerySchema = object({
  search: string().trim().max(100).default(''),
  sort: string()
    .default('-last_order')
    .test('sort', 'Ordenação inválida.', (v) => v === undefined || (CUSTOMER_SORTS as readonly string[]).includes(v.replace(/^-/, ''))),
  page: number().integer().min(1).max(1_000_000).default(1),
  per_page: number().integer().min(1).max(100).default(20),
});

export const customerOrdersQuerySchema = object({
  page: number().integer().min(1).max(1_000_000).default(1),
  per_page: number().integer().min(1).max(100).default(20),
});

/** A customer's key on the wire: 'u12' (an account) or 'p11987654321' (a guest, by phone). */
export const CUSTOMER_KEY = /^(u\d{1,10}|p\d{8,13})$/;

export const customerKeySchema = mixed<string>().test('key', 'Cliente inválido.', (v) => typeof v === 'string' && CUSTOMER_KEY.test(v));

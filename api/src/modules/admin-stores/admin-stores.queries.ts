import { adminStoresQuerySchema, type AdminStoresQuery } from '@comanda/shared/domain';

export const NO_FILTERS: AdminStoresQuery = adminStoresQuerySchema.getDefault() as AdminStoresQuery;

/** The main stores (not branches) with owner, type, plan and order activity; filters as in AdminStoresQuery. */
export function adminStoresSql(query: AdminStoresQuery, now: Date, only?: { id: number }): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['s.parent_id IS NULL'];
  const since = param(new Date(now.getTime() - 30 * 86_400_000).toISOString());
  if (only) where.push(`s.id = ${param(only.id)}`);
  if (query.q) {
    const like = param(`%${query.q.toLowerCase()}%`);
    where.push(`(lower(s.name) LIKE ${like} OR s.slug LIKE ${like} OR lower(coalesce(owner.email, '')) LIKE ${like} OR lower(coalesce(owner.name, '')) LIKE ${like})`);
  }
  if (query.business_type) where.push(`bt.slug = ${param(query.business_type)}`);
  if (query.city) where.push(`lower(s.city) = lower(${param(query.city)})`);
  if (query.plan) where.push(`p.slug = ${param(query.plan)}`);
  if (query.status === 'unpublished') where.push('s.published_at IS NULL');
  else if (query.status) where.push(`sub.status = ${param(query.status)}`);
  const text = `SELECT s.id, s.name, s.slug, s.city, s.state, s.is_active, s.published_at, s.created_at, bt.name AS business_type,
       owner.id AS owner_id, owner.name AS owner_name, owner.email AS owner_email,
       p.id AS plan_id, p.name AS plan_name, p.slug AS plan_slug, sub.status, sub.trial_ends_at, sub.current_period_end,
       (SELECT count(*) FROM stores b WHERE b.parent_id = s.id)::int AS branches,
       (SELECT count(*) FROM orders o WHERE o.store_id IN (SELECT id FROM stores a WHERE a.id = s.id OR a.parent_id = s.id) AND o.created_at >= ${since}::timestamptz)::int AS orders_30d,
       (SELECT max(o.created_at) FROM orders o WHERE o.store_id IN (SELECT id FROM stores a WHERE a.id = s.id OR a.parent_id = s.id)) AS last_order_at,
       count(*) OVER ()::int AS total
FROM stores s
LEFT JOIN business_types bt ON bt.id = s.business_type_id
LEFT JOIN subscriptions sub ON sub.store_id = s.id
LEFT JOIN plans p ON p.id = sub.plan_id
LEFT JOIN LATERAL (
  SELECT u.id, u.name, u.email FROM store_memberships m JOIN users u ON u.id = m.user_id
  WHERE m.store_id = s.id AND m.role = 'store_owner' ORDER BY m.id LIMIT 1
) owner ON true
WHERE ${where.join(' AND ')}
ORDER BY s.created_at DESC, s.id DESC
LIMIT ${param(query.per_page)} OFFSET ${param((query.page - 1) * query.per_page)}`;
  return { text, params };
}

export type AdminStoreSqlRow = {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  state: string | null;
  is_active: boolean;
  published_at: Date | null;
  created_at: Date;
  business_type: string | null;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  plan_id: number | null;
  plan_name: string | null;
  plan_slug: string | null;
  status: string | null;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  branches: number;
  orders_30d: number;
  last_order_at: Date | null;
  total: number;
};

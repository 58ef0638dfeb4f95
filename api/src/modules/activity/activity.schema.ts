import { number, object, string } from 'yup';
import '@comanda/shared/domain';

export const ACTIVITY_ENTITIES = ['store', 'settings', 'hours', 'branch', 'category', 'product', 'coupon', 'employee', 'catalog_import'] as const;

/** GET /api/stores/{storeId}/activity?page=&entity= */
export const activityQuerySchema = object({
  page: number().integer().min(1).max(10_000).default(1),
  entity: string().oneOf([...ACTIVITY_ENTITIES]).optional(),
});

import type { FastifyInstance } from 'fastify';
import { POS_CUSTOMER_MESSAGES, posPhoneSearchable, type PosCustomerMatch } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { fieldError } from '../../lib/http-error';
import { listStoreCustomers } from '../store-customers/store-customers.service';

type Req = { Params: { storeId: string }; Querystring: { phone?: unknown } };

/**
 * GET /stores/{id}/pos/customers?phone= (pos.sell): the store's customers with that phone, for the attendant to name
 * the sale (name and phone only: the customers list with what they spent is for managers).
 */
export async function posCustomersRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };
  app.get<Req>('/stores/:storeId/pos/customers', sell, async (request): Promise<{ data: PosCustomerMatch[] }> => {
    const phone = typeof request.query.phone === 'string' ? request.query.phone : '';
    if (!posPhoneSearchable(phone) || phone.length > 30) throw fieldError('phone', POS_CUSTOMER_MESSAGES.phoneRequired);
    const digits = phone.replace(/\D/g, '');
    const { data } = await listStoreCustomers(app.db, request.store!.id, { search: digits, sort: '-last_order', page: 1, per_page: 5 });
    return { data: data.filter((c) => c.phone.endsWith(digits) || digits.endsWith(c.phone)).map((c) => ({ user_id: c.user_id, name: c.name, phone: c.phone, orders_count: c.orders_count })) };
  });
}

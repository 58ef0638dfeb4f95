import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { validateQuery } from '../../lib/validate-body';
import { customerCsvLine, customersCsvHeader } from './customers-csv';
import { customerListQuerySchema, customerOrdersQuerySchema } from './store-customers.schema';
import { allStoreCustomers, findStoreCustomer, listStoreCustomers } from './store-customers.service';

type Params = { Params: { storeId: string; key: string } };

/** The store's customers in the back office (customers.view). */
export async function storeCustomersRoutes(app: FastifyInstance): Promise<void> {
  const view = { config: { access: access.storeMember('storeId', 'customers.view') } };

  app.get<Params>('/stores/:storeId/customers', view, async (request) => {
    const query = await validateQuery(customerListQuerySchema, request.query);
    return listStoreCustomers(app.db, request.store!.id, query);
  });

  app.get<Params>('/stores/:storeId/customers/export.csv', view, async (request, reply) => {
    const { search, sort } = await validateQuery(customerListQuerySchema, request.query);
    const storeId = request.store!.id;
    const db = app.db;
    async function* lines() {
      yield customersCsvHeader();
      for await (const customer of allStoreCustomers(db, storeId, { search, sort })) yield customerCsvLine(customer);
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clientes-${request.store!.slug}.csv"`)
      .send(Readable.from(lines()));
  });

  app.get<Params>('/stores/:storeId/customers/:key', view, async (request) => {
    const page = await validateQuery(customerOrdersQuerySchema, request.query);
    return findStoreCustomer(app.db, request.store!.id, request.params.key, page);
  });
}

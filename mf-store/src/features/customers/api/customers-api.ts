import type { CustomerOrder, StoreCustomer } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type { CustomerOrder, StoreCustomer };
export type PageMeta = { current_page: number; last_page: number; per_page: number; total: number };
export type CustomerListArgs = { storeId: number; search: string; sort: string; page: number };

export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeCustomers: build.query<{ data: StoreCustomer[]; meta: PageMeta }, CustomerListArgs>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/customers`, params }),
    }),
    storeCustomer: build.query<{ data: StoreCustomer & { orders: CustomerOrder[] }; meta: PageMeta }, { storeId: number; key: string; page: number }>({
      query: ({ storeId, key, page }) => ({ url: `/stores/${storeId}/customers/${encodeURIComponent(key)}`, params: { page } }),
    }),
    /** The CSV as text (the request carries the session like every other call). */
    customersCsv: build.query<string, Omit<CustomerListArgs, 'page'>>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/customers/export.csv`, params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStoreCustomersQuery, useStoreCustomerQuery, useLazyCustomersCsvQuery } = customersApi;

import type { DeliveryQuoteResponse } from '@comanda/shared/domain';
import type { EndpointBuild } from './endpoint-builder';

export type DeliveryQuoteArgs = { slug: string; address: Record<string, unknown>; subtotal: number };

/** What delivering to an address costs, placed and priced by the server (the order is charged the same). */
export const deliveryQuoteEndpoint = <AreaTagType extends string>(build: EndpointBuild<AreaTagType>) =>
  build.query<DeliveryQuoteResponse, DeliveryQuoteArgs>({
    query: ({ slug, address, subtotal }) => ({ url: `/stores/${encodeURIComponent(slug)}/delivery-quote`, method: 'POST', body: { address, subtotal }, skipAuthRedirect: true }),
    transformResponse: (response: { data: DeliveryQuoteResponse }) => response.data,
    keepUnusedDataFor: 300,
  });

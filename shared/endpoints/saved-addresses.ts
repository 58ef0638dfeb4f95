import type { SavedAddress } from '@comanda/shared/domain';
import type { EndpointBuild } from './endpoint-builder';

/**
 * The signed-in customer's delivery addresses (GET /api/customer/addresses), most recently used first.
 * The argument is the user's id: one cache entry per account, so another login never sees them.
 */
export const savedAddressesEndpoint = <AreaTagType extends string>(build: EndpointBuild<AreaTagType>) =>
  build.query<SavedAddress[], number>({
    query: () => ({ url: '/customer/addresses', skipAuthRedirect: true }),
    transformResponse: (response: { data: SavedAddress[] }) => response.data,
    providesTags: [{ type: 'SavedAddress', id: 'LIST' }],
  });

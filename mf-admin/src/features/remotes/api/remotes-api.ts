import type { AdminRemote, RemoteName } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type { AdminRemote, RemoteLoadError, RemoteRelease } from '@comanda/shared/domain';

/** The answer replaces its remote in the cached list: no second request to read it back. */
function replaceRemote(list: AdminRemote[], remote: AdminRemote): void {
  const index = list.findIndex((r) => r.remote === remote.remote);
  if (index >= 0) list[index] = remote;
}

/** /api/admin/remotes: the remotes' versions; activating or rolling back answers with the remote as it now is. */
export const remotesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRemotes'] }).injectEndpoints({
  endpoints: (build) => ({
    adminRemotes: build.query<AdminRemote[], void>({
      query: () => '/admin/remotes',
      transformResponse: (response: { data: AdminRemote[] }) => response.data,
      providesTags: ['AdminRemotes'],
    }),
    activateRemoteVersion: build.mutation<AdminRemote, { remote: RemoteName; version: string | null }>({
      query: ({ remote, version }) => ({ url: `/admin/remotes/${remote}/activate`, method: 'POST', body: { version } }),
      transformResponse: (response: { data: AdminRemote }) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(remotesApi.util.updateQueryData('adminRemotes', undefined, (list) => replaceRemote(list, data)));
      },
    }),
    rollbackRemote: build.mutation<AdminRemote, RemoteName>({
      query: (remote) => ({ url: `/admin/remotes/${remote}/rollback`, method: 'POST' }),
      transformResponse: (response: { data: AdminRemote }) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(remotesApi.util.updateQueryData('adminRemotes', undefined, (list) => replaceRemote(list, data)));
      },
    }),
  }),
});

export const { useAdminRemotesQuery, useActivateRemoteVersionMutation, useRollbackRemoteMutation } = remotesApi;

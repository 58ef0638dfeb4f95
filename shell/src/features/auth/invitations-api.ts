import type { AuthUser, InvitationPreview } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** The invitation link's two calls (public: the token in the path is the secret). */
export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitation: build.query<{ data: InvitationPreview }, string>({
      query: (token) => `/invitations/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<{ token: string; user: AuthUser }, { token: string; name: string; password: string; password_confirmation: string }>({
      query: ({ token, ...body }) => ({ url: `/invitations/${encodeURIComponent(token)}/accept`, method: 'POST', body }),
    }),
  }),
});

export const { useInvitationQuery, useAcceptInvitationMutation } = invitationsApi;

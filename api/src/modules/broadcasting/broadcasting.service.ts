import type { Role } from '@comanda/shared/domain';
import { channelAuth } from '@comanda/realtime';
import { findStoreByIdOrSlug, isStoreMember } from '../../auth/require-store-member';
import type { RealtimeConfig } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { parseChannel } from '../../realtime/channels';
import { BROADCASTING_MESSAGES, type BroadcastingClientConfig, type ChannelAuthResponse } from './broadcasting.schema';

const STORE_CHANNEL_ROLES: readonly Role[] = ['super_admin', 'store_owner', 'store_admin', 'attendant'];

const denied = () => new HttpError(403, BROADCASTING_MESSAGES.channelDenied);

async function mayJoin(db: Db, user: UserRow, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  switch (parsed.kind) {
    case 'user':
      return parsed.userId === user.id;
    case 'store': {
      if (!STORE_CHANNEL_ROLES.includes(user.role as Role)) return false;
      const store = await findStoreByIdOrSlug(db, String(parsed.storeId));
      return store !== undefined && (await isStoreMember(db, user, store));
    }
    default:
      return false;
  }
}

/** Pusher channel authorisation for `user`, signed with the app secret (403 when the channel is not theirs). */
export async function authorizeChannel(db: Db, realtime: RealtimeConfig, user: UserRow, socketId: string, channel: string): Promise<ChannelAuthResponse> {
  if (!(await mayJoin(db, user, channel))) throw denied();
  if (channel.startsWith('presence-')) {
    const channelData = JSON.stringify({ user_id: String(user.id), user_info: { name: user.name, role: user.role } });
    return { auth: channelAuth(realtime.key, realtime.secret, socketId, channel, channelData), channel_data: channelData };
  }
  return { auth: channelAuth(realtime.key, realtime.secret, socketId, channel) };
}

export function clientConfig(realtime: RealtimeConfig): BroadcastingClientConfig {
  return { key: realtime.key, wsHost: realtime.wsHost, wsPort: realtime.wsPort, forceTLS: realtime.forceTLS, cluster: realtime.cluster };
}

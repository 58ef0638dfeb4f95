import { presenceChannel, privateChannel, storeChannelName, userChannelName } from '@comanda/shared/domain';
/** Channel names the API publishes on and authorises (Laravel Echo prefixes `private-` / `presence-`). */
export const storeChannel = (storeId: number): string => privateChannel(storeChannelName(storeId));
export const storePresenceChannel = (storeId: number): string => presenceChannel(storeChannelName(storeId));
export const userChannel = (userId: number): string => privateChannel(userChannelName(userId));

/** What Echo's `.notification(cb)` listens to. */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

export type ParsedChannel = { kind: 'user'; userId: number } | { kind: 'store'; storeId: number; presence: boolean } | { kind: 'other' };

const ID = '([1-9]\\d{0,9})';
const USER = new RegExp(`^private-App\\.Models\\.User\\.${ID}$`);
const STORE = new RegExp(`^(private|presence)-store\\.${ID}$`);

export function parseChannel(name: string): ParsedChannel {
  const user = USER.exec(name);
  if (user) return { kind: 'user', userId: Number(user[1]) };
  const store = STORE.exec(name);
  if (store) return { kind: 'store', storeId: Number(store[2]), presence: store[1] === 'presence' };
  return { kind: 'other' };
}

export { orderTrackingChannel } from '@comanda/shared/domain';

/**
 * The channel names the API publishes on and authorises and the browser subscribes to. laravel-echo names a channel
 * without its kind (`store.7`) and adds `private-` / `presence-` itself; the API and the wire use the full name.
 */
export const storeChannelName = (storeId: number): string => `store.${storeId}`;

/** The user's own channel (Laravel's convention, where Echo's `.notification()` listens). */
export const userChannelName = (userId: number | string): string => `App.Models.User.${userId}`;

export const privateChannel = (name: string): string => `private-${name}`;
export const presenceChannel = (name: string): string => `presence-${name}`;

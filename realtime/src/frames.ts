/** Server → client frame; `data` is always a JSON string on the wire (protocol 7). */
export const frame = (event: string, data: unknown, channel?: string): string =>
  JSON.stringify(channel === undefined ? { event, data: encodeData(data) } : { event, channel, data: encodeData(data) });

export const encodeData = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data ?? {}));

export const errorFrame = (code: number | null, message: string): string => frame('pusher:error', { code, message });

export const memberAddedFrame = (channel: string, userId: string, info: unknown): string =>
  frame('pusher_internal:member_added', { user_id: userId, user_info: info }, channel);

export const memberRemovedFrame = (channel: string, userId: string): string => frame('pusher_internal:member_removed', { user_id: userId }, channel);

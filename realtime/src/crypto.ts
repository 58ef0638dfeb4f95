import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const md5Hex = (body: Buffer | string): string => createHash('md5').update(body).digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `key:hex(HMAC_SHA256(secret, socket_id:channel[:channel_data]))`, as pusher-js sends it. */
export const channelAuth = (key: string, secret: string, socketId: string, channel: string, channelData?: string): string => {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, signed)}`;
};

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 40 url-safe random characters (240 bits). */
export function randomToken(): string {
  return randomBytes(30).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig, RealtimeConfig } from '../config';

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The nonce of this response's Content-Security-Policy, for the inline scripts of a page (server-rendered storefront). */
export const cspNonce = (reply: FastifyReply): string => nonceOf(reply.raw);

/** Where the browser opens the realtime WebSocket when it is not this origin ('self' covers same-origin ws/wss). */
export function realtimeSources(realtime: RealtimeConfig): string[] {
  if (realtime.mode === 'pusher') return [`wss://ws-${realtime.cluster}.pusher.com`, `https://sockjs-${realtime.cluster}.pusher.com`];
  if (!realtime.wsHost) return [];
  const host = realtime.wsPort ? `${realtime.wsHost}:${realtime.wsPort}` : realtime.wsHost;
  return realtime.forceTLS ? [`wss://${host}`] : [`ws://${host}`, `wss://${host}`];
}

/**
 * Security headers on every answer (pages, files and API). Scripts: this origin and, inline, only those carrying
 * the response's nonce. Styles allow 'unsafe-inline': emotion inserts <style> tags at run time in the shell and in
 * every remote (each with its own cache) and React writes style attributes, which no nonce can cover; an injected
 * style cannot run code. HSTS only in production (behind TLS).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...realtimeSources(config.realtime)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploaded images (/storage) may be shown by other sites of the same owner; same-site is enough.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

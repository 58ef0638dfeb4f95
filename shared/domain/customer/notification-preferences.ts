/**
 * What a user is told outside the app, and how (the customer area's "Notificações"), and the Web Push wire.
 * Routes:
 * - GET /api/push/public-key (public) → { data: { public_key } }: the installation's VAPID public key (base64url)
 * - POST /api/me/push-subscriptions (pushSubscriptionSchema: what PushSubscription.toJSON() gives) → 201 { data: { endpoint } };
 *   the same endpoint again moves it to the caller (a browser has one subscription per origin)
 * - DELETE /api/me/push-subscriptions (pushUnsubscribeSchema: { endpoint }) → 204 (only the caller's own)
 * - GET /api/me/notification-preferences → { data: NotificationPreferences }
 * - PUT /api/me/notification-preferences (notificationPreferencesSchema, every key) → { data: NotificationPreferences }
 */
import { boolean, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { NOTIFICATION_TYPES } from '../notifications/types';

export const NOTIFICATION_PREFERENCE_KEYS = ['order_status_push', 'order_updates_email', 'promotions'] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

/** A user who never chose: status changes reach the browsers they allowed; no e-mail of each step; no promotions (LGPD: opt-in). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { order_status_push: true, order_updates_email: false, promotions: false };

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceKey, { label: string; help: string }> = {
  order_status_push: { label: 'Status dos meus pedidos', help: 'Aviso no navegador a cada mudança: aceito, em preparo, saiu para entrega…' },
  order_updates_email: { label: 'Atualizações de pedidos por e-mail', help: 'Um e-mail a cada mudança de status dos seus pedidos.' },
  promotions: { label: 'Promoções e novidades', help: 'Ofertas das lojas onde você já pediu, quando elas enviarem. Só com a sua permissão.' },
};

/** Which preference lets a notification type go out as a push; a type not listed here is never pushed. */
export const PUSH_PREFERENCE_OF_TYPE: Readonly<Record<string, NotificationPreferenceKey>> = {
  [NOTIFICATION_TYPES.orderStatus]: 'order_status_push',
};

export function pushAllowed(preferences: NotificationPreferences, type: string): boolean {
  const key = PUSH_PREFERENCE_OF_TYPE[type];
  return key !== undefined && preferences[key];
}

/** Which preference lets a notification type go out by e-mail; a type not listed here is never mailed. */
export const EMAIL_PREFERENCE_OF_TYPE: Readonly<Record<string, NotificationPreferenceKey>> = {
  [NOTIFICATION_TYPES.orderStatus]: 'order_updates_email',
};

export function emailAllowed(preferences: NotificationPreferences, type: string): boolean {
  const key = EMAIL_PREFERENCE_OF_TYPE[type];
  return key !== undefined && preferences[key];
}

export const PUSH_MESSAGES = {
  endpointRequired: 'O endereço da inscrição é obrigatório',
  endpointInvalid: 'O endereço da inscrição deve ser uma URL https de um serviço de push',
  keyRequired: 'A chave da inscrição é obrigatória',
  p256dhInvalid: 'A chave p256dh deve ser uma chave pública P-256 em base64url',
  authInvalid: 'O segredo auth deve ter 16 bytes em base64url',
  preferenceInvalid: 'Escolha ligado ou desligado',
  subscribed: 'Notificações ligadas neste navegador.',
  unsubscribed: 'Notificações desligadas neste navegador.',
  saved: 'Preferências salvas.',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes encoded by a base64url text (padding optional), or -1 when it is not one. */
export function base64UrlByteLength(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/**
 * The push services browsers use (Chrome and Edge's FCM, Firefox's autopush, Windows, Apple); the server sends to no
 * other host unless the installation allows test endpoints (then any host, http too), so a subscription cannot make
 * it POST to an address of the operator's choosing.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

export function isPushEndpointAllowed(endpoint: string, allowTestEndpoints: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowTestEndpoints) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

const MAX_ENDPOINT_LENGTH = 2000;

/** The subscription as the browser gives it; `allowTestEndpoints` comes from the server's configuration. */
export function pushSubscriptionSchema(allowTestEndpoints = false) {
  return object({
    endpoint: string()
      .trim()
      .required(PUSH_MESSAGES.endpointRequired)
      .max(MAX_ENDPOINT_LENGTH, PUSH_MESSAGES.endpointInvalid)
      .test('push-endpoint', PUSH_MESSAGES.endpointInvalid, (value) => !value || isPushEndpointAllowed(value, allowTestEndpoints)),
    keys: object({
      // An uncompressed P-256 point: 65 bytes.
      p256dh: string()
        .trim()
        .required(PUSH_MESSAGES.keyRequired)
        .test('p256dh', PUSH_MESSAGES.p256dhInvalid, (value) => value === undefined || base64UrlByteLength(value) === 65),
      auth: string()
        .trim()
        .required(PUSH_MESSAGES.keyRequired)
        .test('auth', PUSH_MESSAGES.authInvalid, (value) => value === undefined || base64UrlByteLength(value) === 16),
    }).required(PUSH_MESSAGES.keyRequired),
  });
}

export const pushUnsubscribeSchema = object({ endpoint: string().trim().required(PUSH_MESSAGES.endpointRequired).max(MAX_ENDPOINT_LENGTH, PUSH_MESSAGES.endpointInvalid) });

const preference = () => boolean().strict(true).typeError(PUSH_MESSAGES.preferenceInvalid).required(PUSH_MESSAGES.preferenceInvalid);

/** The whole set, as the profile's switches send it. */
export const notificationPreferencesSchema = object({
  order_status_push: preference(),
  order_updates_email: preference(),
  promotions: preference(),
});

export type PushSubscriptionInput = InferType<ReturnType<typeof pushSubscriptionSchema>>;
export type NotificationPreferencesInput = InferType<typeof notificationPreferencesSchema>;

export type PushPublicKey = { public_key: string };

/** What the service worker (shell/public/push-sw.js) receives, decrypted, in a push. */
export type PushPayload = {
  title: string;
  body: string;
  /** An app path (or absolute URL of the app) opened when the notification is clicked. */
  url: string;
  /** Same tag = replaces the earlier notification (one per order). */
  tag: string;
};

/** The profile's "Notificações" section. */
export const BROWSER_PUSH_TEXT = {
  title: 'Notificações',
  description: 'Como avisamos você sobre seus pedidos quando o Comanda não está aberto.',
  switchLabel: 'Receber notificações neste navegador',
  on: 'Ligado: as mudanças de status dos seus pedidos aparecem neste navegador, mesmo com a aba fechada.',
  off: 'Desligado neste navegador.',
  unsupported:
    'Este navegador não recebe notificações do site. No iPhone e no iPad, adicione o Comanda à Tela de Início (Compartilhar → Adicionar à Tela de Início) e abra por lá.',
  denied:
    'As notificações estão bloqueadas para este site. Para permitir: clique no cadeado ao lado do endereço, em "Notificações" escolha "Permitir" e recarregue a página.',
  deniedNow: 'Você não permitiu as notificações neste navegador.',
  failed: 'Não foi possível ligar as notificações neste navegador.',
  preferencesTitle: 'O que avisar',
} as const;

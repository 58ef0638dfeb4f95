import {
  base64UrlByteLength,
  DEFAULT_NOTIFICATION_PREFERENCES,
  emailAllowed,
  isPushEndpointAllowed,
  notificationPreferencesSchema,
  pushAllowed,
  pushSubscriptionSchema,
} from './notification-preferences';

describe('pushAllowed', () => {
  it('pushes order status changes unless turned off, and never a type without a push preference', () => {
    expect(pushAllowed(DEFAULT_NOTIFICATION_PREFERENCES, 'order.status')).toBe(true);
    expect(pushAllowed({ ...DEFAULT_NOTIFICATION_PREFERENCES, order_status_push: false }, 'order.status')).toBe(false);
    expect(pushAllowed(DEFAULT_NOTIFICATION_PREFERENCES, 'order.new')).toBe(false);
    expect(DEFAULT_NOTIFICATION_PREFERENCES.promotions).toBe(false);
  });

  it('mails order status changes only to who asked for it', () => {
    expect(emailAllowed(DEFAULT_NOTIFICATION_PREFERENCES, 'order.status')).toBe(false);
    expect(emailAllowed({ ...DEFAULT_NOTIFICATION_PREFERENCES, order_updates_email: true }, 'order.status')).toBe(true);
    expect(emailAllowed({ ...DEFAULT_NOTIFICATION_PREFERENCES, order_updates_email: true }, 'order.new')).toBe(false);
  });
});

describe('base64UrlByteLength', () => {
  it('counts the bytes of base64url text, padded or not', () => {
    expect(base64UrlByteLength('A'.repeat(22))).toBe(16);
    expect(base64UrlByteLength(`${'A'.repeat(22)}==`)).toBe(16);
    expect(base64UrlByteLength(`B${'A'.repeat(86)}`)).toBe(65);
    expect(base64UrlByteLength('a+b/')).toBe(-1);
    expect(base64UrlByteLength('AAAAA')).toBe(-1);
  });
});

describe('isPushEndpointAllowed', () => {
  it('takes the browsers’ push services over https only', () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/x', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://wns2-by3p.notify.windows.com/w/?token=x', 'https://web.push.apple.com/QGx']) {
      expect(isPushEndpointAllowed(ok, false)).toBe(true);
    }
    for (const bad of ['http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com.evil.example/x', 'https://localhost/x', 'https://user:pw@fcm.googleapis.com/x', 'não é url']) {
      expect(isPushEndpointAllowed(bad, false)).toBe(false);
    }
  });

  it('with test endpoints allowed, any http(s) host', () => {
    expect(isPushEndpointAllowed('http://127.0.0.1:4000/push/abc', true)).toBe(true);
    expect(isPushEndpointAllowed('ftp://127.0.0.1/push', true)).toBe(false);
  });
});

describe('schemas', () => {
  it('a subscription needs its endpoint and both keys, well-formed', async () => {
    const schema = pushSubscriptionSchema(false);
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    await expect(schema.validate(good)).resolves.toMatchObject(good);
    await expect(schema.validate({ ...good, keys: { ...good.keys, auth: 'AAAA' } })).rejects.toThrow('16 bytes');
  });

  it('preferences are the whole set of true/false (no "sim")', async () => {
    await expect(notificationPreferencesSchema.validate({ order_status_push: true, order_updates_email: false, promotions: false })).resolves.toBeTruthy();
    await expect(notificationPreferencesSchema.validate({ order_status_push: 'true', order_updates_email: false, promotions: false })).rejects.toThrow();
  });
});

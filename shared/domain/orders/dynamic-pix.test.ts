import { pixAmountCents, pixAmountText, pixCheckoutDeadline, pixCountdown, pixPayWithinLabel, PIX_TXID_PATTERN, pixTxidForOrder } from './dynamic-pix';
import { isPixProviderUrl, pixProviderSchema } from './pix-provider-settings';

describe('dynamic PIX rules', () => {
  it('txid: 32 characters of [a-zA-Z0-9], one per order, the BCB pattern', () => {
    const txid = pixTxidForOrder(7, 1234);
    expect(txid).toBe(`CMD7P${'0'.repeat(23)}1234`);
    expect(txid).toHaveLength(32);
    expect(PIX_TXID_PATTERN.test(txid)).toBe(true);
    expect(pixTxidForOrder(7, 1235)).not.toBe(txid);
    expect(pixTxidForOrder(2_000_000, 2_147_483_647)).toMatch(PIX_TXID_PATTERN);
  });

  it('amounts as the API Pix writes them', () => {
    expect(pixAmountText(5490)).toBe('54.90');
    expect(pixAmountCents('54.90')).toBe(5490);
    expect(pixAmountCents('54.9')).toBeNull();
    expect(pixAmountCents(54.9)).toBeNull();
  });

  it('the time to pay and the countdown', () => {
    expect(pixPayWithinLabel(30)).toBe('Pague em até 30 min');
    expect(pixPayWithinLabel(60)).toBe('Pague em até 1 hora');
    expect(pixPayWithinLabel(120)).toBe('Pague em até 2 horas');
    expect(pixCheckoutDeadline(30)).toBe('Pague em até 30 min pelo código que aparece após o pedido');
    const now = new Date('2026-11-24T23:00:00Z');
    expect(pixCountdown('2026-11-24T23:29:05Z', now)).toBe('29:05');
    expect(pixCountdown('2026-11-25T00:05:00Z', now)).toBe('1:05:00');
    expect(pixCountdown('2026-11-24T22:00:00Z', now)).toBe('0:00');
  });

  it('provider URL: https, or http on the loopback only', () => {
    expect(isPixProviderUrl('https://pix.banco.com.br/api/v2')).toBe(true);
    expect(isPixProviderUrl('http://127.0.0.1:4010')).toBe(true);
    expect(isPixProviderUrl('http://pix.banco.com.br')).toBe(false);
    expect(isPixProviderUrl('https://user:pw@pix.banco.com.br')).toBe(false);
    expect(isPixProviderUrl('não é url')).toBe(false);
  });

  it('secrets are required on the first save only', async () => {
    const base = { base_url: 'https://pix.banco.com.br', client_id: 'id', pix_key: 'loja@exemplo.com.br', expiry_minutes: 30 };
    await expect(pixProviderSchema().validate(base, { abortEarly: false })).rejects.toMatchObject({ errors: ['Informe o Client Secret', 'Informe o segredo do webhook'] });
    await expect(pixProviderSchema({ client: true, webhook: true }).validate(base)).resolves.toMatchObject(base);
  });
});

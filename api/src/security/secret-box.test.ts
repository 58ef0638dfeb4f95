import { createSecretBox, secretBoxOf, SecretBoxError } from './secret-box';

const box = createSecretBox('a-test-data-encryption-key-0123456789');

/** Replaces one base64url part of a sealed value by the same bytes with the first one flipped. */
function flipped(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('secret box (AES-256-GCM at rest)', () => {
  it('seals in the versioned format "v1:<iv>:<tag>:<ciphertext>" and opens back, a new iv every time', () => {
    const secret = 'client-secret do banco: ção €';
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed)).toBe(secret);
    const again = box.seal(secret);
    expect(again).not.toBe(sealed);
    expect(box.open(again)).toBe(secret);
    expect(box.open(box.seal(''))).toBe('');
  });

  it('a tampered ciphertext, tag or iv is refused, never opened to something else', () => {
    const sealed = box.seal('segredo-do-webhook-123');
    for (const part of [1, 2, 3] as const) expect(() => box.open(flipped(sealed, part))).toThrow(SecretBoxError);
  });

  it('a value sealed under another key is refused', () => {
    const other = createSecretBox('another-installation-key-9876543210');
    expect(() => other.open(box.seal('segredo'))).toThrow(SecretBoxError);
    expect(() => other.open(box.seal('segredo'))).toThrow(/outra chave/);
  });

  it('plain text or an unknown version is not a sealed value', () => {
    for (const value of ['segredo em texto puro', '', 'v2:a:b:c', 'v1:abc:def', `${box.seal('x')}:extra`]) {
      expect(() => box.open(value)).toThrow(SecretBoxError);
    }
  });

  it('there is no box without a key; one box per configured key', () => {
    expect(() => createSecretBox('')).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(secretBoxOf('k1-0123456789abcdef')).toBe(secretBoxOf('k1-0123456789abcdef'));
    expect(secretBoxOf('k1-0123456789abcdef').open(createSecretBox('k1-0123456789abcdef').seal('s'))).toBe('s');
  });
});

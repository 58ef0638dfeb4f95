import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the platform keeps for others (a store's PSP credentials) are sealed at rest with AES-256-GCM under the
 * platform's DATA_ENCRYPTION_KEY (secrets.ts). Format, all base64url: "v1:<iv>:<tag>:<ciphertext>" (12-byte iv, 16-byte
 * tag); the version names the algorithm and the key derivation, so a later one can be read beside it.
 */
export type SecretBox = {
  seal(plaintext: string): string;
  /** Throws SecretBoxError when the value was altered, sealed under another key or is not a sealed value. */
  open(sealed: string): string;
};

export class SecretBoxError extends Error {}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES key from the configured value (any length): HKDF-SHA256 with a fixed purpose, so the env value itself is never the key. */
function deriveKey(keyMaterial: string): Buffer {
  if (!keyMaterial) throw new SecretBoxError('DATA_ENCRYPTION_KEY não está definido.');
  return Buffer.from(hkdfSync('sha256', keyMaterial, 'comanda', 'comanda data encryption v1', 32));
}

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = deriveKey(keyMaterial);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new SecretBoxError('Valor cifrado em formato desconhecido.');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError('Valor cifrado em formato desconhecido.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch (err) {
        throw new SecretBoxError('Valor cifrado alterado ou cifrado com outra chave (DATA_ENCRYPTION_KEY).', { cause: err });
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** The box of a configured key, derived once per process. */
export function secretBoxOf(keyMaterial: string): SecretBox {
  let box = boxes.get(keyMaterial);
  if (!box) {
    box = createSecretBox(keyMaterial);
    boxes.set(keyMaterial, box);
  }
  return box;
}

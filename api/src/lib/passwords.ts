import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library default (const enum `Algorithm.Argon2id` = 2; const enums are not usable with isolatedModules).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('comanda-dummy-password');
  await verifyPassword(await dummyHash, password);
}

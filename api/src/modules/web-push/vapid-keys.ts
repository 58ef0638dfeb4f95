import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { webPushVapidKeys } from '../../db/schema';

export type VapidKeyPair = { publicKey: string; privateKey: string };

const cache = new WeakMap<Db, Promise<VapidKeyPair>>();

/** Inserts a fresh pair unless one exists, and reads the one that is there. */
export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeyPair> {
  const fresh = webpush.generateVAPIDKeys();
  // Several nodes may start at once: the first insert wins and everyone reads the winner's pair.
  await db.insert(webPushVapidKeys).values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(webPushVapidKeys).where(eq(webPushVapidKeys.id, 1));
  if (!row) throw new Error('web_push_vapid_keys has no row after inserting one');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** The installation's VAPID key pair, made by the first start and kept in the database; read once per process. */
export function vapidKeys(db: Db): Promise<VapidKeyPair> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreateVapidKeys(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

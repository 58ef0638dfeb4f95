import { inArray, sql } from 'drizzle-orm';
import { savedAddressKey, storedOrderAddress } from '@comanda/shared/domain';
import type { DbHandle } from '../client';
import { customerAddresses, users } from '../schema';
import { DEMO_USERS, type DemoUser } from './demo-users';

type WithAddress = DemoUser & Required<Pick<DemoUser, 'cep' | 'address' | 'number' | 'district' | 'city' | 'state'>>;

const hasAddress = (u: DemoUser): u is WithAddress => Boolean(u.cep && u.address && u.number && u.district && u.city && u.state);

/** Each demo customer's account address as their first saved address (as registration does); kept if it exists. */
export async function seedSavedAddresses({ db }: DbHandle): Promise<void> {
  const customers = DEMO_USERS.filter((u) => u.role === 'customer').filter(hasAddress);
  if (customers.length === 0) return;
  const ids = new Map(
    (
      await db
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, customers.map((u) => u.email.toLowerCase())))
    ).map((u) => [u.email, u.id]),
  );
  const rows = customers.flatMap((u) => {
    const userId = ids.get(u.email.toLowerCase());
    if (!userId) return [];
    const address = storedOrderAddress({ cep: u.cep, address: u.address, number: u.number, district: u.district, city: u.city, state: u.state });
    return [{ userId, ...address, matchKey: savedAddressKey(address) }];
  });
  if (rows.length > 0) await db.insert(customerAddresses).values(rows).onConflictDoNothing({ target: [customerAddresses.userId, customerAddresses.matchKey] });
}

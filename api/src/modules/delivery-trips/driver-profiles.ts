import { asc, eq } from 'drizzle-orm';
import type { DriverProfile } from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import { drivers, stores, type DriverRow } from '../../db/schema';
import { driverViews } from '../drivers/drivers.view';

/** What the app shows the driver of themself, per store they deliver for. */
export async function driverProfiles(db: Db, sql: Pick<SqlRunner, 'query'>, userId: number, now: Date, only?: DriverRow): Promise<DriverProfile[]> {
  const rows = await db
    .select({ driver: drivers, store: { id: stores.id, name: stores.name, slug: stores.slug } })
    .from(drivers)
    .innerJoin(stores, eq(stores.id, drivers.storeId))
    .where(eq(drivers.userId, userId))
    .orderBy(asc(stores.name));
  const mine = only ? rows.filter((r) => r.driver.id === only.id) : rows;
  const views = await driverViews(sql, mine.map((r) => r.driver), now);
  return mine.map(({ driver, store }, i) => ({
    driver_id: driver.id,
    name: driver.name,
    vehicle: driver.vehicle,
    kind: driver.kind,
    active: driver.isActive,
    online: driver.onlineSince !== null,
    store,
    cash_in_hand: views[i]!.cash_in_hand,
    deliveries_today: views[i]!.deliveries_today,
  }));
}

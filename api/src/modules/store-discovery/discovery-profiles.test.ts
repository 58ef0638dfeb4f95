import type { Db } from '../../db/client';
import { DiscoveryProfiles } from './discovery-profiles';
import * as candidates from './discovery-candidates';

jest.mock('./discovery-candidates', () => ({ storeRowsOf: jest.fn(), deliveryOfStores: jest.fn() }));
const storeRowsOf = candidates.storeRowsOf as jest.MockedFunction<typeof candidates.storeRowsOf>;
const deliveryOfStores = candidates.deliveryOfStores as jest.MockedFunction<typeof candidates.deliveryOfStores>;

const db = {} as Db;
const rowOf = (id: number, name: string) => ({ store: { id, name }, businessType: null, parent: null, account: { published: true, suspended: false } }) as never;
const noZones = { zones: [], bands: [], polygons: [] };
let names: Record<number, string>;

beforeEach(() => {
  names = { 1: 'Um', 2: 'Dois', 3: 'Três' };
  storeRowsOf.mockReset().mockImplementation(async (_db, ids) => ids.map((id) => rowOf(id, names[id]!)));
  deliveryOfStores.mockReset().mockImplementation(async (_db, ids) => new Map(ids.map((id) => [id, noZones])));
});

const namesOf = (profiles: Awaited<ReturnType<DiscoveryProfiles['of']>>) => profiles.map(({ row }) => row.store.name);

describe('DiscoveryProfiles', () => {
  it('reads only the stores whose stamp it has not seen, and returns them in the candidates’ order', async () => {
    const profiles = new DiscoveryProfiles();
    expect(namesOf(await profiles.of(db, [{ id: 2, stamp: 'a' }, { id: 1, stamp: 'a' }]))).toEqual(['Dois', 'Um']);
    expect(storeRowsOf).toHaveBeenLastCalledWith(db, [2, 1]);
    names[1] = 'Um novo';
    expect(namesOf(await profiles.of(db, [{ id: 1, stamp: 'b' }, { id: 2, stamp: 'a' }, { id: 3, stamp: 'a' }]))).toEqual(['Um novo', 'Dois', 'Três']);
    expect(storeRowsOf).toHaveBeenLastCalledWith(db, [1, 3]);
    expect(deliveryOfStores).toHaveBeenLastCalledWith(db, [1, 3]);
    storeRowsOf.mockClear();
    await profiles.of(db, [{ id: 1, stamp: 'b' }, { id: 2, stamp: 'a' }]);
    expect(storeRowsOf).not.toHaveBeenCalled();
  });

  it('leaves out a store that vanished between the search and the read, and keeps at most its bound (oldest out)', async () => {
    const profiles = new DiscoveryProfiles(2);
    storeRowsOf.mockImplementationOnce(async () => [rowOf(1, 'Um')]);
    expect(namesOf(await profiles.of(db, [{ id: 1, stamp: 'a' }, { id: 9, stamp: 'a' }]))).toEqual(['Um']);
    await profiles.of(db, [{ id: 2, stamp: 'a' }, { id: 3, stamp: 'a' }]);
    expect(profiles.size).toBe(2);
    storeRowsOf.mockClear();
    await profiles.of(db, [{ id: 1, stamp: 'a' }]);
    expect(storeRowsOf).toHaveBeenCalledWith(db, [1]);
  });
});

import { activeStoreIdFor, maySwitchStore } from '@comanda/shared/domain';
import { makeUser } from '@comanda/shared/testing';
import { createAppStore } from '../store';
import { selectActiveStoreId, userAuthenticated } from './auth-slice';
import { clearSession, setAuthenticatedUser, switchActiveStore } from './auth-thunks';

beforeEach(() => localStorage.clear());

describe('activeStoreIdFor', () => {
  it('is the branch for branch-scoped staff, whatever was chosen', () => {
    const attendant = makeUser('attendant', { store_id: 10, branch_id: 11 });
    expect(activeStoreIdFor(attendant)).toBe(11);
    expect(activeStoreIdFor(attendant, 10)).toBe(11);
    expect(maySwitchStore(attendant)).toBe(false);
  });

  it('is the chosen store, else the own store, for store-wide staff', () => {
    const owner = makeUser('store_owner', { store_id: 10, branch_id: null });
    expect(activeStoreIdFor(owner)).toBe(10);
    expect(activeStoreIdFor(owner, 12)).toBe(12);
    expect(maySwitchStore(owner)).toBe(true);
    expect(activeStoreIdFor(null)).toBeNull();
  });
});

describe('active store in the auth state', () => {
  it('defaults to the branch for branch-scoped staff, who cannot switch', async () => {
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(makeUser('attendant', { id: 4, store_id: 10, branch_id: 11 })));
    expect(selectActiveStoreId(store.getState())).toBe(11);
    await store.dispatch(switchActiveStore(10));
    expect(selectActiveStoreId(store.getState())).toBe(11);
    expect(localStorage.getItem('active_store_id')).toBeNull();
  });

  it("defaults to the owner's store; a switch is kept in this browser and restored on the next sign-in", async () => {
    const owner = makeUser('store_owner', { id: 7, store_id: 10, branch_id: null });
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(owner));
    expect(selectActiveStoreId(store.getState())).toBe(10);

    await store.dispatch(switchActiveStore(12));
    expect(selectActiveStoreId(store.getState())).toBe(12);
    expect(localStorage.getItem('active_store_id')).toBe('7:12');

    // Signing out and in again (or a reload) restores the choice for the same user only.
    await store.dispatch(clearSession());
    expect(selectActiveStoreId(store.getState())).toBeNull();
    expect(localStorage.getItem('active_store_id')).toBe('7:12');
    const next = createAppStore();
    await next.dispatch(setAuthenticatedUser(owner));
    expect(selectActiveStoreId(next.getState())).toBe(12);
    const other = createAppStore();
    await other.dispatch(setAuthenticatedUser(makeUser('store_owner', { id: 8, store_id: 20 })));
    expect(selectActiveStoreId(other.getState())).toBe(20);

    // Back to the main store: nothing left to restore.
    await next.dispatch(switchActiveStore(10));
    expect(selectActiveStoreId(next.getState())).toBe(10);
    expect(localStorage.getItem('active_store_id')).toBeNull();
  });

  it('another account signing in does not inherit the choice', () => {
    const store = createAppStore();
    store.dispatch(userAuthenticated(makeUser('store_owner', { id: 7, store_id: 10 })));
    store.dispatch({ type: 'auth/activeStoreChosen', payload: 12 });
    expect(selectActiveStoreId(store.getState())).toBe(12);
    store.dispatch(userAuthenticated(makeUser('store_admin', { id: 9, store_id: 30 })));
    expect(selectActiveStoreId(store.getState())).toBe(30);
  });
});

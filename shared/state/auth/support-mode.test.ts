import { makeUser } from '@comanda/shared/testing';
import { createAppStore } from '../store';
import { selectActiveStoreId, selectSupportStore } from './auth-slice';
import { clearSession, endSupportMode, setAuthenticatedUser, startSupportMode } from './auth-thunks';

const BELLA = { id: 7, name: 'Pizzaria Bella Napoli' };
const admin = makeUser('super_admin', { id: 1 });

beforeEach(() => localStorage.clear());

describe('support mode in the auth state', () => {
  it('a super_admin reads the chosen store; a reload keeps it, for the same admin only', async () => {
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(admin));
    await store.dispatch(startSupportMode(BELLA));
    expect(selectSupportStore(store.getState())).toEqual(BELLA);
    expect(selectActiveStoreId(store.getState())).toBe(7);

    const reloaded = createAppStore();
    await reloaded.dispatch(setAuthenticatedUser(admin));
    expect(selectSupportStore(reloaded.getState())).toEqual(BELLA);
    expect(selectActiveStoreId(reloaded.getState())).toBe(7);

    const otherAdmin = createAppStore();
    await otherAdmin.dispatch(setAuthenticatedUser(makeUser('super_admin', { id: 2 })));
    expect(selectSupportStore(otherAdmin.getState())).toBeNull();
    expect(selectActiveStoreId(otherAdmin.getState())).toBeNull();
  });

  it('logging out ends it, in the state and in this browser', async () => {
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(admin));
    await store.dispatch(startSupportMode(BELLA));
    await store.dispatch(clearSession());
    expect(selectSupportStore(store.getState())).toBeNull();
    expect(localStorage.getItem('support_store')).toBeNull();

    const next = createAppStore();
    await next.dispatch(setAuthenticatedUser(admin));
    expect(selectSupportStore(next.getState())).toBeNull();
  });

  it('leaving it goes back to no store', async () => {
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(admin));
    await store.dispatch(startSupportMode(BELLA));
    await store.dispatch(endSupportMode());
    expect(selectSupportStore(store.getState())).toBeNull();
    expect(selectActiveStoreId(store.getState())).toBeNull();
    expect(localStorage.getItem('support_store')).toBeNull();
  });

  it('only a super_admin can start it', async () => {
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(makeUser('store_owner', { id: 3, store_id: 10 })));
    await store.dispatch(startSupportMode(BELLA));
    expect(selectSupportStore(store.getState())).toBeNull();
    expect(selectActiveStoreId(store.getState())).toBe(10);
    expect(localStorage.getItem('support_store')).toBeNull();
  });

  it('ignores a stored entry that is not a support store', async () => {
    localStorage.setItem('support_store', '{"user_id":1,"id":"7","name":"x"}');
    const store = createAppStore();
    await store.dispatch(setAuthenticatedUser(admin));
    expect(selectSupportStore(store.getState())).toBeNull();
  });
});

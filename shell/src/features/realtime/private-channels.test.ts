import { createRecentEventIds } from '@comanda/shared/domain';
import { fakeRealtimeClient } from './fake-realtime-client';
import { subscribePrivateChannels } from './private-channels';
import { emitOnce } from './window-events';

function signIn(userId: string | null, user: Record<string, unknown>) {
  localStorage.clear();
  if (userId) localStorage.setItem('user_id', userId);
  localStorage.setItem('user', JSON.stringify(user));
}

describe('subscribePrivateChannels', () => {
  it("store staff get the user's and the store's channels, each store event re-dispatched", () => {
    signIn('5', { id: 5, role: 'store_owner', store_id: 7, branch_id: null });
    const fake = fakeRealtimeClient();
    subscribePrivateChannels(fake.client, emitOnce(createRecentEventIds()));
    expect(Object.keys(fake.channels).sort()).toEqual(['App.Models.User.5', 'store.7']);
    expect(Object.keys(fake.channels['store.7']!.events).sort()).toEqual(['.delivery.updated', '.driver.position', '.order.new', '.order.status_update', '.order.updated']);

    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('driver-position', listener);
    fake.channels['store.7']!.events['.driver.position']!({ driver_id: 1, latitude: 0, longitude: 0, at: 'now' });
    window.removeEventListener('driver-position', listener);
    expect(seen).toHaveLength(1);
  });

  it('a customer gets only the user channel; without a stored user id, only staff get the store channel', () => {
    signIn('9', { id: 9, role: 'customer', store_id: 3 });
    const customer = fakeRealtimeClient();
    subscribePrivateChannels(customer.client, emitOnce(createRecentEventIds()));
    expect(Object.keys(customer.channels)).toEqual(['App.Models.User.9']);

    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    signIn(null, { id: 6, role: 'attendant', store_id: 7, branch_id: 8 });
    const staff = fakeRealtimeClient();
    subscribePrivateChannels(staff.client, emitOnce(createRecentEventIds()));
    expect(Object.keys(staff.channels)).toEqual(['store.8']);
    info.mockRestore();
  });
});

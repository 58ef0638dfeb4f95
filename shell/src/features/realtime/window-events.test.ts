import { DELIVERY_WINDOW_EVENTS, ORDER_WINDOW_EVENTS, createRecentEventIds } from '@comanda/shared/domain';
import { REALTIME_RECONNECTED_EVENT } from '@comanda/shared/state';
import { REALTIME_WINDOW_EVENTS, announceReconnected, emitOnce } from './window-events';

describe('window events', () => {
  it("names the shared agreement's window events", () => {
    expect(REALTIME_WINDOW_EVENTS).toMatchObject({
      newOrder: ORDER_WINDOW_EVENTS.newOrder,
      orderStatus: ORDER_WINDOW_EVENTS.statusUpdate,
      orderUpdate: ORDER_WINDOW_EVENTS.update,
      driverPosition: DELIVERY_WINDOW_EVENTS.driverPosition,
      deliveryUpdated: DELIVERY_WINDOW_EVENTS.deliveryUpdated,
      reconnected: REALTIME_RECONNECTED_EVENT,
    });
  });

  it('emitOnce re-dispatches a payload as a window event, a repeated event id once', () => {
    const emit = emitOnce(createRecentEventIds());
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('new-order', listener);
    const newOrder = emit('new-order');
    newOrder({ event_id: 'e1', order: { id: 1 } });
    newOrder({ event_id: 'e1', order: { id: 1 } });
    newOrder({ order: { id: 2 } });
    newOrder({ order: { id: 2 } });
    window.removeEventListener('new-order', listener);
    expect(seen).toEqual([{ event_id: 'e1', order: { id: 1 } }, { order: { id: 2 } }, { order: { id: 2 } }]);
  });

  it('announceReconnected dispatches realtime-reconnected', () => {
    const listener = jest.fn();
    window.addEventListener(REALTIME_RECONNECTED_EVENT, listener);
    announceReconnected();
    window.removeEventListener(REALTIME_RECONNECTED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

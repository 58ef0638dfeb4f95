import { act, renderHook } from '@testing-library/react';
import { POSITION_INTERVAL_MS, POSITION_MIN_GAP_MS } from '@comanda/shared/domain';
import { usePositionSharing, type PositionReading } from './use-position-sharing';

/** A navigator.geolocation whose positions the test sets. */
function fakeGeolocation() {
  const watchers = new Map<number, { success: PositionCallback; failure?: PositionErrorCallback | null; options?: PositionOptions }>();
  let nextId = 1;
  const geolocation = {
    watchPosition: jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) => {
      const id = nextId++;
      watchers.set(id, { success, failure, options });
      return id;
    }),
    clearWatch: jest.fn((id: number) => void watchers.delete(id)),
    getCurrentPosition: jest.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return {
    geolocation,
    watching: () => watchers.size,
    move: (latitude: number, longitude: number, accuracy = 8) =>
      act(() => {
        for (const watcher of watchers.values()) watcher.success({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition);
      }),
    fail: (code: number) =>
      act(() => {
        for (const watcher of watchers.values()) watcher.failure?.({ code, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      }),
  };
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') }));
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

// About 11 m per 0.0001° of latitude.
const START = { latitude: -23.5505, longitude: -46.6333 };

it('watches with high accuracy only while online and stops when going offline or unmounting', () => {
  const gps = fakeGeolocation();
  const send = jest.fn();
  const { result, rerender, unmount } = renderHook(({ online }) => usePositionSharing(online, send), { initialProps: { online: false } });
  expect(result.current).toBe('off');
  expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();

  rerender({ online: true });
  expect(result.current).toBe('waiting');
  expect(gps.geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ enableHighAccuracy: true }));
  gps.move(START.latitude, START.longitude);
  expect(result.current).toBe('active');
  expect(send).toHaveBeenCalledWith({ ...START, accuracy: 8 });

  rerender({ online: false });
  expect(result.current).toBe('off');
  expect(gps.watching()).toBe(0);

  rerender({ online: true });
  expect(gps.watching()).toBe(1);
  unmount();
  expect(gps.watching()).toBe(0);
  expect(gps.geolocation.clearWatch).toHaveBeenCalledTimes(2);
});

it('sends at most one position per interval when standing still, sooner after moving 15 m, never twice within the minimum gap', () => {
  const gps = fakeGeolocation();
  const sent: PositionReading[] = [];
  renderHook(() => usePositionSharing(true, (reading) => sent.push(reading)));

  gps.move(START.latitude, START.longitude);
  expect(sent).toHaveLength(1);

  // Jitter of a metre or two, every second: nothing new until the interval is over, then the newest reading.
  advance(1000);
  gps.move(START.latitude + 0.00001, START.longitude);
  advance(1000);
  gps.move(START.latitude + 0.00002, START.longitude);
  expect(sent).toHaveLength(1);
  advance(POSITION_INTERVAL_MS - 2000);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatchObject({ latitude: START.latitude + 0.00002 });

  // Moved ~33 m just after a send: held until the minimum gap, then sent.
  gps.move(START.latitude + 0.0003, START.longitude);
  expect(sent).toHaveLength(2);
  advance(POSITION_MIN_GAP_MS);
  expect(sent).toHaveLength(3);
  expect(sent[2]).toMatchObject({ latitude: START.latitude + 0.0003 });

  // Moved again after the gap: sent at once.
  advance(POSITION_MIN_GAP_MS);
  gps.move(START.latitude + 0.0006, START.longitude);
  expect(sent).toHaveLength(4);
});

it('a held position is dropped when the driver goes offline', () => {
  const gps = fakeGeolocation();
  const send = jest.fn();
  const { rerender } = renderHook(({ online }) => usePositionSharing(online, send), { initialProps: { online: true } });
  gps.move(START.latitude, START.longitude);
  gps.move(START.latitude + 0.001, START.longitude);
  expect(send).toHaveBeenCalledTimes(1);
  rerender({ online: false });
  advance(POSITION_INTERVAL_MS * 2);
  expect(send).toHaveBeenCalledTimes(1);
});

it('reports a refused permission and a missing signal; a slow fix is not an error', () => {
  const gps = fakeGeolocation();
  const { result } = renderHook(() => usePositionSharing(true, jest.fn()));
  gps.fail(3);
  expect(result.current).toBe('waiting');
  gps.fail(1);
  expect(result.current).toBe('denied');
  gps.fail(2);
  expect(result.current).toBe('unavailable');
  gps.move(START.latitude, START.longitude);
  expect(result.current).toBe('active');
});

it('without geolocation in the browser the status says so', () => {
  const { result } = renderHook(() => usePositionSharing(true, jest.fn()));
  expect(result.current).toBe('unsupported');
});

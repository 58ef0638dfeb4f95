import { useEffect, useRef, useState } from 'react';
import {
  POSITION_INTERVAL_MS,
  POSITION_MIN_GAP_MS,
  POSITION_MIN_METRES,
  distanceKm,
  shouldSendPosition,
  type Coordinates,
} from '@comanda/shared/domain';

/** One reading of the browser's geolocation, as POST /driver/{id}/position takes it (accuracy in metres). */
export type PositionReading = Coordinates & { accuracy: number | null };

/**
 * off: the driver is offline (nothing watched); waiting: watching, no fix yet; active: positions are flowing;
 * denied: the browser refused the permission; unavailable: no fix (GPS off, no signal); unsupported: no geolocation.
 */
export type LocationStatus = 'off' | 'waiting' | 'active' | 'denied' | 'unavailable' | 'unsupported';
type WatchStatus = 'waiting' | 'active' | 'denied' | 'unavailable';

const PERMISSION_DENIED = 1;
const TIMEOUT = 3;
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0 };

const metresBetween = (a: Coordinates, b: Coordinates) => distanceKm(a, b) * 1000;

/**
 * The send rule of shared/domain (shouldSendPosition) over a stream of readings. A reading that comes too soon is
 * held (the newest one wins) and sent as soon as the rule allows, so the last place the driver stopped at arrives.
 */
export class PositionThrottle {
  private last: (Coordinates & { sentAt: number }) | null = null;
  private pending: PositionReading | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly send: (reading: PositionReading) => void;
  private readonly now: () => number;

  constructor(send: (reading: PositionReading) => void, now: () => number = () => Date.now()) {
    this.send = send;
    this.now = now;
  }

  offer(reading: PositionReading): void {
    this.pending = reading;
    this.flush();
  }

  /** Forgets everything: the next reading after a restart is sent at once. */
  stop(): void {
    this.cancelTimer();
    this.pending = null;
    this.last = null;
  }

  private readonly flush = (): void => {
    this.cancelTimer();
    const next = this.pending;
    if (!next) return;
    const now = this.now();
    const last = this.last;
    if (!last || shouldSendPosition(last, next, now, metresBetween)) {
      this.pending = null;
      this.last = { latitude: next.latitude, longitude: next.longitude, sentAt: now };
      this.send(next);
      return;
    }
    const wait = metresBetween(last, next) >= POSITION_MIN_METRES ? POSITION_MIN_GAP_MS : POSITION_INTERVAL_MS;
    this.timer = setTimeout(this.flush, Math.max(0, last.sentAt + wait - now));
  };

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

function readingOf(position: GeolocationPosition): PositionReading {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, accuracy: Number.isFinite(accuracy) ? accuracy : null };
}

const hasGeolocation = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/**
 * While `online`, watches the device's position (high accuracy) and hands throttled readings to `send`; stops
 * watching when the driver goes offline or the screen unmounts.
 */
export function usePositionSharing(online: boolean, send: (reading: PositionReading) => void): LocationStatus {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const [status, setStatus] = useState<WatchStatus>('waiting');
  const supported = hasGeolocation();

  useEffect(() => {
    if (!online || !supported) return undefined;
    const throttle = new PositionThrottle((reading) => sendRef.current(reading));
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        setStatus('active');
        throttle.offer(readingOf(position));
      },
      (error) => {
        // A slow fix is not a failure: the watch goes on.
        if (error.code === TIMEOUT) return;
        setStatus(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      WATCH_OPTIONS,
    );
    return () => {
      navigator.geolocation.clearWatch(watchId);
      throttle.stop();
      setStatus('waiting');
    };
  }, [online, supported]);

  if (!online) return 'off';
  return supported ? status : 'unsupported';
}

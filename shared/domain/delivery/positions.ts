import { number, object } from 'yup';
import '../validation/yup-locale';

/**
 * How often the driver app sends its position while online: every POSITION_INTERVAL_MS or after moving
 * POSITION_MIN_METRES, whichever comes first (rider apps send every 10–60 s or 10–20 m). The API drops a
 * position that arrives sooner than POSITION_MIN_GAP_MS after the last one it kept.
 */
export const POSITION_INTERVAL_MS = 5_000;
export const POSITION_MIN_METRES = 15;
export const POSITION_MIN_GAP_MS = 2_000;

export const POSITION_MESSAGES = {
  latitude: 'Latitude inválida',
  longitude: 'Longitude inválida',
} as const;

/** POST /api/driver/{driverId}/position. */
export const driverPositionSchema = object({
  latitude: number().typeError(POSITION_MESSAGES.latitude).required(POSITION_MESSAGES.latitude).min(-90, POSITION_MESSAGES.latitude).max(90, POSITION_MESSAGES.latitude),
  longitude: number().typeError(POSITION_MESSAGES.longitude).required(POSITION_MESSAGES.longitude).min(-180, POSITION_MESSAGES.longitude).max(180, POSITION_MESSAGES.longitude),
  /** Metres, as the browser's geolocation reports it. */
  accuracy: number().typeError('Precisão inválida').min(0).nullable().default(null),
});

/** Whether the app should send `next` now, given the last position it sent (and when). */
export function shouldSendPosition(
  last: { latitude: number; longitude: number; sentAt: number } | null,
  next: { latitude: number; longitude: number },
  now: number,
  metresBetween: (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => number,
): boolean {
  if (!last) return true;
  if (now - last.sentAt < POSITION_MIN_GAP_MS) return false;
  return now - last.sentAt >= POSITION_INTERVAL_MS || metresBetween(last, next) >= POSITION_MIN_METRES;
}

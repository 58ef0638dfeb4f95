import { mixed, object, string } from 'yup';
import { NOTIFICATIONS_PER_PAGE } from '@comanda/shared/domain';

export { NOTIFICATIONS_PER_PAGE };

/** Far beyond any real list; keeps OFFSET an ordinary integer. */
const MAX_PAGE = 100_000;

/** `?page=N`: anything that is not a whole number from 1 to MAX_PAGE reads as page 1 (never a 422 or a 500). */
export function parsePage(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a notification: 404 without asking the database (which would fail the cast). */
export const isUuid = (value: string): boolean => UUID.test(value);

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'O campo title é obrigatório.',
  tooLong: 'O campo :field é longo demais.',
  dataInvalid: 'O campo data deve ser um objeto.',
} as const;

/** Body of the test-only route (COMANDA_TEST_ROUTES=1): a notification for the caller. */
export const testNotificationSchema = object({
  type: string().trim().max(100, NOTIFICATION_MESSAGES.tooLong.replace(':field', 'type')).default('test'),
  title: string().trim().required(NOTIFICATION_MESSAGES.titleRequired).max(200, NOTIFICATION_MESSAGES.tooLong.replace(':field', 'title')),
  message: string().trim().max(1000, NOTIFICATION_MESSAGES.tooLong.replace(':field', 'message')).default(''),
  data: mixed<Record<string, unknown>>()
    .test('object', NOTIFICATION_MESSAGES.dataInvalid, (value) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)))
    .default(() => ({})),
});

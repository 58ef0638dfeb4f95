import { DEFAULT_TIME_ZONE } from '../store/constants';

const MINUTE = 60_000;

/** How long ago an order arrived: 'agora', 'há 5 min', 'há 1 h 20 min', 'há 2 dias'. */
export function orderAgeLabel(createdAt: string, now: number): string {
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created)) return '';
  const minutes = Math.max(0, Math.floor((now - created) / MINUTE));
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `há ${hours} h` : `há ${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

function parts(instant: string | number | Date, timeZone: string): Record<string, string> {
  const date = instant instanceof Date ? instant : new Date(instant);
  const formatter = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '09:46' in store time. */
export function formatOrderTime(instant: string | number | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** '22/11/2026 09:46' in store time. */
export function formatOrderDateTime(instant: string | number | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The store's calendar day of an instant, 'YYYY-MM-DD' (the format of the list's date filters). */
export function storeDate(instant: string | number | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

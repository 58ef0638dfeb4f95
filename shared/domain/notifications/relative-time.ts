const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** 'agora mesmo', 'há 5 minutos', 'há 2 horas', 'ontem', 'há 3 dias', then the date ('02/01/2025'). */
export function formatRelativeTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE) return 'agora mesmo';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(time);
}

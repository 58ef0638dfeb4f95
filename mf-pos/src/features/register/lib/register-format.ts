const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** 14:05 in the stores' time zone. */
export const formatTime = (iso: string): string => time.format(new Date(iso));
/** 25/11/2026, 14:05 in the stores' time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

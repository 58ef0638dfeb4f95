const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'AAAA-MM-DD' naming a day that exists ('2024-02-29' yes, '2026-02-30' no), years 1000–9999. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

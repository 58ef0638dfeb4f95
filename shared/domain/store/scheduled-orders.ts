/**
 * Scheduled orders ("Agendar para"): the store turns them on in its settings and says how far ahead, how long a
 * time slot is and how much notice it needs. The checkout's day + slot picker and the API's check of the chosen
 * slot both use `availableSlots` here: a slot is offered exactly when the server accepts it.
 */
import { boolean, number, object } from 'yup';
import '../validation/yup-locale';
import { DEFAULT_TIME_ZONE } from './constants';
import { instantOf, intervalsStartingOn, localDateOf, localDayOf, localMinutes, spokenDay, type HolidayHours, type StoreSchedule } from './store-schedule';

export type ScheduledOrdersSettings = {
  enabled: boolean;
  /** 0 = today only; 2 = today and the next two days. */
  maxDaysAhead: number;
  /** Length of a slot, minutes (15, 30 or 60). */
  slotMinutes: number;
  /** The least notice, minutes between placing the order and its slot's start; also when the order reaches the kanban's "Pendente" before its slot. */
  leadMinutes: number;
};

export const SLOT_LENGTHS = [15, 30, 60] as const;
export const SCHEDULING_LIMITS = { maxDaysAhead: 14, maxLeadMinutes: 24 * 60 } as const;
export const DEFAULT_SCHEDULED_ORDERS: ScheduledOrdersSettings = { enabled: false, maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30 };

export const SCHEDULING_MESSAGES = {
  slotLength: 'Escolha intervalos de 15, 30 ou 60 minutos',
  maxDaysAhead: `Informe de 0 (só hoje) a ${SCHEDULING_LIMITS.maxDaysAhead} dias`,
  leadMinutes: `Informe a antecedência em minutos, de 0 a ${SCHEDULING_LIMITS.maxLeadMinutes}`,
  notOffered: 'Esta loja não aceita pedidos agendados',
  invalid: 'Horário de agendamento inválido',
  tooSoon: (lead: number) => `Agende com pelo menos ${lead} minutos de antecedência`,
  tooFar: (days: number) => (days === 0 ? 'Só é possível agendar para hoje' : `Agende para no máximo ${days} ${days === 1 ? 'dia' : 'dias'} à frente`),
  outsideHours: 'A loja não atende neste horário. Escolha um dos horários disponíveis.',
  closedNeedsSlot: 'A loja está fechada agora. Escolha em "Agendar para" um horário em que ela estará aberta.',
} as const;

/** The settings form's part (PUT /api/stores/{id}/settings `scheduledOrders`); left out of a PUT, what is stored stays. */
export const scheduledOrdersSchema = object({
  enabled: boolean().required(),
  maxDaysAhead: number()
    .typeError(SCHEDULING_MESSAGES.maxDaysAhead)
    .integer(SCHEDULING_MESSAGES.maxDaysAhead)
    .min(0, SCHEDULING_MESSAGES.maxDaysAhead)
    .max(SCHEDULING_LIMITS.maxDaysAhead, SCHEDULING_MESSAGES.maxDaysAhead)
    .required(SCHEDULING_MESSAGES.maxDaysAhead),
  slotMinutes: number()
    .typeError(SCHEDULING_MESSAGES.slotLength)
    .oneOf([...SLOT_LENGTHS], SCHEDULING_MESSAGES.slotLength)
    .required(SCHEDULING_MESSAGES.slotLength),
  leadMinutes: number()
    .typeError(SCHEDULING_MESSAGES.leadMinutes)
    .integer(SCHEDULING_MESSAGES.leadMinutes)
    .min(0, SCHEDULING_MESSAGES.leadMinutes)
    .max(SCHEDULING_LIMITS.maxLeadMinutes, SCHEDULING_MESSAGES.leadMinutes)
    .required(SCHEDULING_MESSAGES.leadMinutes),
});

const intIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** stores.settings.scheduledOrders (untrusted jsonb) → the settings, the defaults (off) for anything unusable. */
export function storeScheduledOrders(settings: unknown): ScheduledOrdersSettings {
  const raw = settings && typeof settings === 'object' ? (settings as Record<string, unknown>).scheduledOrders : undefined;
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_SCHEDULED_ORDERS };
  const r = raw as Record<string, unknown>;
  const d = DEFAULT_SCHEDULED_ORDERS;
  return {
    enabled: r.enabled === true,
    maxDaysAhead: intIn(r.maxDaysAhead, 0, SCHEDULING_LIMITS.maxDaysAhead) ? r.maxDaysAhead : d.maxDaysAhead,
    slotMinutes: SLOT_LENGTHS.some((n) => n === r.slotMinutes) ? (r.slotMinutes as number) : d.slotMinutes,
    leadMinutes: intIn(r.leadMinutes, 0, SCHEDULING_LIMITS.maxLeadMinutes) ? r.leadMinutes : d.leadMinutes,
  };
}

/** What the storefront needs to offer slots (StorePublic.scheduling; null when the store does not schedule). */
export type StoreScheduling = Omit<ScheduledOrdersSettings, 'enabled'> & { holidays: HolidayHours[] };

export type ScheduleSlot = {
  /** ISO instants, [start, end). */
  start: string;
  end: string;
  /** '19:00–19:30'. */
  label: string;
};

export type ScheduleDay = {
  /** YYYY-MM-DD on the store's clock. */
  date: string;
  /** 'Hoje, 26/11', 'Amanhã, 27/11', 'Sábado, 28/11'. */
  label: string;
  slots: ScheduleSlot[];
};

type Rules = Pick<ScheduledOrdersSettings, 'maxDaysAhead' | 'slotMinutes' | 'leadMinutes'>;

const MINUTES_PER_DAY = 1440;
const hhmmOf = (local: number) => {
  const m = ((local % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const DAY_NAMES = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'] as const;
const dayName = (day: number) => DAY_NAMES[(((day + 3) % 7) + 7) % 7]!;
const ddmmOf = (day: number) => {
  const [, month, date] = localDateOf(day).split('-');
  return `${date}/${month}`;
};

/**
 * Every slot a customer may choose at `now`: slots of `slotMinutes` laid from the start of each opening interval
 * (weekly hours and holiday exceptions; an interval past midnight belongs to the day it starts) that fit inside it,
 * start at least `leadMinutes` from now and fall on a day at most `maxDaysAhead` after today. Grouped by day.
 */
export function availableSlots(schedule: StoreSchedule, rules: Rules, now: Date, timeZone = DEFAULT_TIME_ZONE): ScheduleDay[] {
  const local = localMinutes(now, timeZone);
  const today = Math.floor(local / MINUTES_PER_DAY);
  const lastDay = today + rules.maxDaysAhead;
  const earliest = local + rules.leadMinutes;
  const byDay = new Map<number, ScheduleSlot[]>();
  const seen = new Set<number>();
  for (let day = today - 1; day <= lastDay; day++) {
    for (const [start, end] of intervalsStartingOn(schedule, day)) {
      for (let t = start; t + rules.slotMinutes <= end; t += rules.slotMinutes) {
        const slotDay = Math.floor(t / MINUTES_PER_DAY);
        if (t < earliest || slotDay > lastDay || seen.has(t)) continue;
        seen.add(t);
        const slot = { start: instantOf(t, now, timeZone).toISOString(), end: instantOf(t + rules.slotMinutes, now, timeZone).toISOString(), label: `${hhmmOf(t)}–${hhmmOf(t + rules.slotMinutes)}` };
        byDay.set(slotDay, [...(byDay.get(slotDay) ?? []), slot]);
      }
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, slots]) => {
      const name = day === today ? 'Hoje' : day === today + 1 ? 'Amanhã' : dayName(day);
      return { date: localDateOf(day), label: `${name}, ${ddmmOf(day)}`, slots: slots.sort((a, b) => a.start.localeCompare(b.start)) };
    });
}

/**
 * The server's check of a chosen slot start (ISO): null when it is one of `availableSlots`, else why not
 * (too soon, too far ahead, outside the hours), in Portuguese. Returns the slot when accepted.
 */
export function checkScheduledSlot(
  schedule: StoreSchedule,
  rules: Rules,
  requested: string,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): { ok: true; slot: ScheduleSlot } | { ok: false; message: string } {
  const at = new Date(requested);
  if (Number.isNaN(at.getTime())) return { ok: false, message: SCHEDULING_MESSAGES.invalid };
  if (at.getTime() < now.getTime() + rules.leadMinutes * 60_000) return { ok: false, message: SCHEDULING_MESSAGES.tooSoon(rules.leadMinutes) };
  if (localDayOf(at, timeZone) > localDayOf(now, timeZone) + rules.maxDaysAhead) return { ok: false, message: SCHEDULING_MESSAGES.tooFar(rules.maxDaysAhead) };
  const slot = availableSlots(schedule, rules, now, timeZone)
    .flatMap((day) => day.slots)
    .find((s) => Date.parse(s.start) === at.getTime());
  return slot ? { ok: true, slot } : { ok: false, message: SCHEDULING_MESSAGES.outsideHours };
}

/** When a scheduled order reaches the kanban's "Pendente" (and rings): its slot's start minus the lead time, never before it was placed. */
export function scheduledReleaseAt(slotStart: Date, leadMinutes: number, placedAt: Date): Date {
  return new Date(Math.max(slotStart.getTime() - leadMinutes * 60_000, placedAt.getTime()));
}

const clock = (date: Date, timeZone: string) => new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
const SHORT_DAYS: Record<string, string> = { segunda: 'seg', terça: 'ter', quarta: 'qua', quinta: 'qui', sexta: 'sex', sábado: 'sáb', domingo: 'dom' };
const LONG_DAYS: Record<string, string> = { segunda: 'segunda-feira', terça: 'terça-feira', quarta: 'quarta-feira', quinta: 'quinta-feira', sexta: 'sexta-feira' };

/**
 * A slot as people say it, seen from `now`: 'short' for the kanban card ('sáb 19:00–19:30', 'hoje 19:00–19:30'),
 * 'long' for the customer's tracking ('sábado, 19:00–19:30', 'hoje, 19:00–19:30'); a slot a week or more away gets its date.
 */
export function formatScheduledSlot(slot: { start: string; end: string }, now: Date, style: 'short' | 'long', timeZone = DEFAULT_TIME_ZONE): string {
  const start = new Date(slot.start);
  const day = spokenDay(start, now, timeZone);
  const hours = `${clock(start, timeZone)}–${clock(new Date(slot.end), timeZone)}`;
  if (style === 'short') return `${SHORT_DAYS[day] ?? day} ${hours}`;
  return `${LONG_DAYS[day] ?? day}, ${hours}`;
}

/** The kanban card's line: 'Agendado · sáb 19:00–19:30'. */
export const scheduledCardText = (slot: { start: string; end: string }, now: Date, timeZone = DEFAULT_TIME_ZONE) => `Agendado · ${formatScheduledSlot(slot, now, 'short', timeZone)}`;

/** The tracking page's line: 'Agendado para sábado, 19:00–19:30'. */
export const scheduledTrackingText = (slot: { start: string; end: string }, now: Date, timeZone = DEFAULT_TIME_ZONE) => `Agendado para ${formatScheduledSlot(slot, now, 'long', timeZone)}`;

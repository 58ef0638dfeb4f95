import {
  availableSlots,
  checkScheduledSlot,
  formatScheduledSlot,
  scheduledCardText,
  scheduledOrdersSchema,
  scheduledReleaseAt,
  scheduledTrackingText,
  SCHEDULING_MESSAGES,
  storeScheduledOrders,
} from './scheduled-orders';
import { closedStoreText, formatOpening, type StoreSchedule } from './store-schedule';

// São Paulo is UTC-3 all year. 2026-11-26 is a Thursday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const iso = (isoLocal: string) => sp(isoLocal).toISOString();
const EVENINGS: StoreSchedule = { openingHours: { thursday: ['18:00-20:00'], friday: ['18:00-01:00'], saturday: ['11:00-12:00', '19:00-20:00'] } };
const RULES = { maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30 };

describe('when a closed store opens (one wording for the storefront banner and the store finder)', () => {
  const now = sp('2026-11-26T10:00'); // Thursday
  it.each([
    ['2026-11-26T18:00', 'hoje às 18:00'],
    ['2026-11-27T11:00', 'amanhã às 11:00'],
    ['2026-12-01T18:00', 'terça às 18:00'],
    ['2026-12-03T18:00', 'em 03/12 às 18:00'],
  ])('%s → %s', (at, text) => {
    expect(formatOpening(sp(at), now)).toBe(text);
  });

  it('the banner says "Fechado · abre …", or only "Fechado" when no opening is known', () => {
    expect(closedStoreText(iso('2026-12-01T18:00'), now)).toBe('Fechado · abre terça às 18:00');
    expect(closedStoreText(null, now)).toBe('Fechado');
  });
});

describe('availableSlots', () => {
  it('lays slots from each interval’s start, keeps the notice and the horizon, and groups them by day', () => {
    const days = availableSlots(EVENINGS, RULES, sp('2026-11-26T18:10'));
    expect(days.map((d) => d.label)).toEqual(['Hoje, 26/11', 'Amanhã, 27/11', 'Sábado, 28/11']);
    // 18:10 + 30 min of notice: 18:30 is too soon, 19:00 is the first.
    expect(days[0]!.slots.map((s) => s.label)).toEqual(['19:00–19:30', '19:30–20:00']);
    // Friday's 18:00-01:00 runs past midnight: its slots after midnight belong to Saturday's date, still offered.
    expect(days[1]!.slots.map((s) => s.label).slice(-2)).toEqual(['23:00–23:30', '23:30–00:00']);
    expect(days[2]!.slots.map((s) => s.label)).toEqual(['00:00–00:30', '00:30–01:00', '11:00–11:30', '11:30–12:00', '19:00–19:30', '19:30–20:00']);
    expect(days[2]!.slots[4]).toEqual({ start: iso('2026-11-28T19:00'), end: iso('2026-11-28T19:30'), label: '19:00–19:30' });
  });

  it('a slot never runs past the interval’s end, and a holiday replaces the weekday’s hours', () => {
    const schedule: StoreSchedule = { openingHours: { thursday: ['18:00-19:45'] }, holidays: [{ date: '2026-12-03', ranges: [] }] };
    const days = availableSlots(schedule, { maxDaysAhead: 7, slotMinutes: 60, leadMinutes: 0 }, sp('2026-11-26T08:00'));
    expect(days.map((d) => d.date)).toEqual(['2026-11-26']);
    expect(days[0]!.slots.map((s) => s.label)).toEqual(['18:00–19:00']);
  });

  it('0 days ahead offers today only; no hours, no slots', () => {
    expect(availableSlots(EVENINGS, { ...RULES, maxDaysAhead: 0 }, sp('2026-11-26T08:00')).map((d) => d.date)).toEqual(['2026-11-26']);
    expect(availableSlots({ openingHours: null }, RULES, sp('2026-11-26T08:00'))).toEqual([]);
  });
});

describe('checkScheduledSlot (the server’s rule)', () => {
  const now = sp('2026-11-26T18:10');
  it('accepts a slot the picker offers and returns it with its end', () => {
    expect(checkScheduledSlot(EVENINGS, RULES, iso('2026-11-28T19:00'), now)).toEqual({ ok: true, slot: { start: iso('2026-11-28T19:00'), end: iso('2026-11-28T19:30'), label: '19:00–19:30' } });
  });

  it.each([
    ['not a date', 'amanhã', SCHEDULING_MESSAGES.invalid],
    ['too soon', iso('2026-11-26T18:30'), SCHEDULING_MESSAGES.tooSoon(30)],
    ['in the past', iso('2026-11-25T19:00'), SCHEDULING_MESSAGES.tooSoon(30)],
    ['beyond the horizon', iso('2026-11-29T19:00'), SCHEDULING_MESSAGES.tooFar(2)],
    ['closed then', iso('2026-11-27T15:00'), SCHEDULING_MESSAGES.outsideHours],
    ['not on a slot boundary', iso('2026-11-27T18:10'), SCHEDULING_MESSAGES.outsideHours],
  ])('%s → refused', (_case, requested, message) => {
    expect(checkScheduledSlot(EVENINGS, RULES, requested, now)).toEqual({ ok: false, message });
  });

  it('horizon messages', () => {
    expect(SCHEDULING_MESSAGES.tooFar(0)).toBe('Só é possível agendar para hoje');
    expect(SCHEDULING_MESSAGES.tooFar(1)).toBe('Agende para no máximo 1 dia à frente');
  });
});

describe('the settings and the wording of a slot', () => {
  it('stored settings are read defensively (off by default)', () => {
    expect(storeScheduledOrders({})).toEqual({ enabled: false, maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30 });
    expect(storeScheduledOrders({ scheduledOrders: { enabled: true, maxDaysAhead: 5, slotMinutes: 60, leadMinutes: 45 } })).toEqual({ enabled: true, maxDaysAhead: 5, slotMinutes: 60, leadMinutes: 45 });
    expect(storeScheduledOrders({ scheduledOrders: { enabled: true, maxDaysAhead: 99, slotMinutes: 7, leadMinutes: -1 } })).toEqual({ enabled: true, maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 30 });
  });

  it('the settings form schema refuses odd values in Portuguese', async () => {
    await expect(scheduledOrdersSchema.validate({ enabled: true, maxDaysAhead: 2, slotMinutes: 20, leadMinutes: 30 })).rejects.toThrow(SCHEDULING_MESSAGES.slotLength);
    await expect(scheduledOrdersSchema.validate({ enabled: true, maxDaysAhead: 15, slotMinutes: 30, leadMinutes: 30 })).rejects.toThrow(SCHEDULING_MESSAGES.maxDaysAhead);
  });

  it('the kanban card and the tracking page say the slot', () => {
    const slot = { start: iso('2026-11-28T19:00'), end: iso('2026-11-28T19:30') };
    const thursday = sp('2026-11-26T10:00');
    expect(scheduledCardText(slot, thursday)).toBe('Agendado · sáb 19:00–19:30');
    expect(scheduledTrackingText(slot, thursday)).toBe('Agendado para sábado, 19:00–19:30');
    expect(formatScheduledSlot(slot, sp('2026-11-28T09:00'), 'long')).toBe('hoje, 19:00–19:30');
    expect(scheduledCardText({ start: iso('2026-11-27T19:00'), end: iso('2026-11-27T19:30') }, thursday)).toBe('Agendado · amanhã 19:00–19:30');
  });

  it('a scheduled order is released its lead time before the slot, never before it was placed', () => {
    expect(scheduledReleaseAt(sp('2026-11-28T19:00'), 30, sp('2026-11-26T10:00'))).toEqual(sp('2026-11-28T18:30'));
    expect(scheduledReleaseAt(sp('2026-11-26T10:20'), 30, sp('2026-11-26T10:00'))).toEqual(sp('2026-11-26T10:00'));
  });
});

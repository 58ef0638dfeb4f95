import { createRecentEventIds, eventIdOf } from './event-id';

describe('event ids', () => {
  it('reads the event id of a payload', () => {
    expect(eventIdOf({ event_id: 'a1', order: {} })).toBe('a1');
    expect(eventIdOf({ order: {} })).toBeNull();
    expect(eventIdOf({ event_id: 7 })).toBeNull();
    expect(eventIdOf(null)).toBeNull();
    expect(eventIdOf('a1')).toBeNull();
  });

  it('reports an event seen before as a repeat, once per id', () => {
    const recent = createRecentEventIds();
    expect(recent.isRepeat({ event_id: 'a' })).toBe(false);
    expect(recent.isRepeat({ event_id: 'b' })).toBe(false);
    expect(recent.isRepeat({ event_id: 'a', other: 1 })).toBe(true);
    expect(recent.isRepeat({ event_id: 'b' })).toBe(true);
  });

  it('never treats payloads without an id as repeats', () => {
    const recent = createRecentEventIds();
    expect(recent.isRepeat({ id: 42 })).toBe(false);
    expect(recent.isRepeat({ id: 42 })).toBe(false);
  });

  it('keeps only the most recent ids', () => {
    const recent = createRecentEventIds(2);
    recent.isRepeat({ event_id: 'a' });
    recent.isRepeat({ event_id: 'b' });
    recent.isRepeat({ event_id: 'c' });
    expect(recent.isRepeat({ event_id: 'c' })).toBe(true);
    expect(recent.isRepeat({ event_id: 'b' })).toBe(true);
    // 'a' was forgotten when 'c' came in (and is recorded again now).
    expect(recent.isRepeat({ event_id: 'a' })).toBe(false);
  });
});

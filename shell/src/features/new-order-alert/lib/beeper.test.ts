import { createBeeper } from './beeper';
import { FakeAudioContext } from './fake-audio-context';

describe('beeper (Web Audio)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('plays the pattern at once and again every interval until stopped', () => {
    const context = new FakeAudioContext();
    const beeper = createBeeper({ createContext: () => context.asContext(), intervalMs: 2500 });
    beeper.start();
    expect(context.beeps).toEqual([880, 880, 1320]);
    beeper.start(); // idempotent
    jest.advanceTimersByTime(2500);
    expect(context.beeps).toHaveLength(6);
    jest.advanceTimersByTime(5000);
    expect(context.beeps).toHaveLength(12);
    expect(beeper.isPlaying()).toBe(true);
    beeper.stop();
    jest.advanceTimersByTime(10_000);
    expect(context.beeps).toHaveLength(12);
    expect(beeper.isPlaying()).toBe(false);
  });

  it('while the browser blocks audio: says so, schedules nothing, and plays once unlocked', async () => {
    const context = new FakeAudioContext('suspended');
    const beeper = createBeeper({ createContext: () => context.asContext(), intervalMs: 2500 });
    const changed = jest.fn();
    beeper.onChange(changed);
    expect(beeper.soundState()).toBe('blocked');
    beeper.start();
    jest.advanceTimersByTime(5000);
    expect(context.beeps).toEqual([]);
    await beeper.unlock();
    expect(context.resume).toHaveBeenCalled();
    expect(beeper.soundState()).toBe('ready');
    expect(changed).toHaveBeenCalled();
    jest.advanceTimersByTime(2500);
    expect(context.beeps).toHaveLength(3);
    beeper.dispose();
    expect(context.close).toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(context.beeps).toHaveLength(3);
  });

  it('without Web Audio it is a silent no-op', () => {
    const beeper = createBeeper({ createContext: () => null });
    expect(beeper.soundState()).toBe('unsupported');
    beeper.start();
    expect(beeper.isPlaying()).toBe(true);
    beeper.stop();
    beeper.dispose();
  });
});

import type { AudioContextLike } from './beeper';

/** A Web Audio stand-in for tests: records the beeps and lets a test play the browser's autoplay block. */
export class FakeAudioContext {
  state: AudioContextState;
  currentTime = 0;
  destination = {};
  beeps: number[] = [];
  resume = jest.fn(async () => {
    this.state = 'running';
    this.listeners.forEach((listener) => listener());
  });
  close = jest.fn(async () => undefined);
  private listeners = new Set<() => void>();

  constructor(state: AudioContextState = 'running') {
    this.state = state;
  }

  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: (value: number) => this.beeps.push(value) },
      connect: jest.fn(),
      start: jest.fn(),
      stop: jest.fn(),
    };
  }

  createGain() {
    return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
  }

  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.delete(listener);
  }

  asContext(): AudioContextLike {
    return this as unknown as AudioContextLike;
  }
}

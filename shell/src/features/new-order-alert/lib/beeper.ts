/** The slice of the Web Audio API the beeper uses (a fake one in tests). */
export type AudioContextLike = Pick<AudioContext, 'state' | 'currentTime' | 'destination' | 'resume' | 'createOscillator' | 'createGain' | 'close'> & {
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
};

/** 'blocked': the browser keeps audio suspended until a user gesture (autoplay policy). */
export type SoundState = 'ready' | 'blocked' | 'unsupported';

export type Beeper = {
  /** Plays the pattern now and every `intervalMs` until stop(); idempotent. */
  start(): void;
  stop(): void;
  isPlaying(): boolean;
  soundState(): SoundState;
  /** Must run inside a user gesture (click, key) when audio is blocked. */
  unlock(): Promise<void>;
  onChange(listener: () => void): () => void;
  dispose(): void;
};

export const BEEP_INTERVAL_MS = 2500;

/** Two short high beeps and a longer higher one: hard to confuse with other kitchen noise. */
const PATTERN = [
  { at: 0, frequency: 880, duration: 0.14 },
  { at: 0.22, frequency: 880, duration: 0.14 },
  { at: 0.44, frequency: 1320, duration: 0.3 },
];
const VOLUME = 0.35;

function browserAudioContext(): AudioContextLike | null {
  if (typeof window === 'undefined') return null;
  const Constructor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Constructor) return null;
  try {
    return new Constructor();
  } catch {
    return null;
  }
}

function playPattern(context: AudioContextLike): void {
  const start = context.currentTime + 0.02;
  for (const beep of PATTERN) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const from = start + beep.at;
    const to = from + beep.duration;
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(beep.frequency, from);
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(VOLUME, from + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, to);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(from);
    oscillator.stop(to + 0.02);
  }
}

/** A repeating beep on the Web Audio API (no audio file). */
export function createBeeper({
  createContext = browserAudioContext,
  intervalMs = BEEP_INTERVAL_MS,
}: { createContext?: () => AudioContextLike | null; intervalMs?: number } = {}): Beeper {
  const context = createContext();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  context?.addEventListener('statechange', notify);

  // While suspended the audio clock stands still: scheduling then would pile the beeps up for later.
  const beep = () => {
    if (context?.state === 'running') playPattern(context);
  };

  return {
    start() {
      if (timer !== null) return;
      beep();
      timer = setInterval(beep, intervalMs);
      notify();
    },
    stop() {
      if (timer === null) return;
      clearInterval(timer);
      timer = null;
      notify();
    },
    isPlaying: () => timer !== null,
    soundState: () => (!context ? 'unsupported' : context.state === 'running' ? 'ready' : 'blocked'),
    async unlock() {
      if (!context || context.state === 'running') return;
      try {
        await context.resume();
      } catch {
        // still blocked: the control stays visible
      }
      notify();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      context?.removeEventListener('statechange', notify);
      listeners.clear();
      void context?.close().catch(() => undefined);
    },
  };
}

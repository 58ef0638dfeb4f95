export { EARLY_TAPS_SCRIPT, replayTaps, takeEarlyTaps } from './early-taps';
export type { EarlyTap } from './early-taps';
export * from './first-screen';

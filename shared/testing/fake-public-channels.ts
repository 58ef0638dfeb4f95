import { act } from '@testing-library/react';
import { registerPublicChannelProvider } from '@comanda/shared/state';

type Listener = { channel: string; event: string; callback: (payload: unknown) => void };

/** Stands in for the shell's bridge (Echo on public channels): records who listens, and emits events to them. */
export function fakePublicChannels() {
  const listening: Listener[] = [];
  const unregister = registerPublicChannelProvider((channel, event, callback) => {
    const listener = { channel, event, callback };
    listening.push(listener);
    return () => void listening.splice(listening.indexOf(listener), 1);
  });
  /** Delivers `payload` to the listeners of `event` on `channel` (all channels when `channel` is '*'). */
  const emit = (channel: string, event: string, payload: unknown) =>
    act(() => listening.filter((l) => (channel === '*' || l.channel === channel) && l.event === event).forEach((l) => l.callback(payload)));
  return { listening, emit, unregister };
}

import { GUEST_IDLE_CLOSE_MS, GuestConnectionTimer } from './guest-connection-timer';

describe('GuestConnectionTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes an idle connection after the delay, counted from the last call', () => {
    const close = jest.fn();
    const timer = new GuestConnectionTimer(() => true, close);
    timer.closeWhenIdle();
    jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS - 1);
    timer.closeWhenIdle();
    jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS - 1);
    expect(close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keep cancels a pending close', () => {
    const close = jest.fn();
    const timer = new GuestConnectionTimer(() => true, close, 100);
    timer.closeWhenIdle();
    timer.keep();
    jest.advanceTimersByTime(1_000);
    expect(close).not.toHaveBeenCalled();
  });

  it('does not count down for a connection in use, nor close one that is in use when the delay ends', () => {
    let idle = false;
    const close = jest.fn();
    const timer = new GuestConnectionTimer(() => idle, close, 100);
    timer.closeWhenIdle();
    idle = true;
    jest.advanceTimersByTime(1_000);
    expect(close).not.toHaveBeenCalled();

    timer.closeWhenIdle();
    idle = false;
    jest.advanceTimersByTime(1_000);
    expect(close).not.toHaveBeenCalled();
  });
});

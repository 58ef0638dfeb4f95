import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('never runs twice at once, and any number of triggers during a run make exactly one more run', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release: () => void = () => {};
    const flight = new SingleFlight(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    });
    flight.trigger();
    flight.trigger();
    flight.trigger();
    expect(flight.rerunRequested).toBe(true);
    release();
    await flight.idle();
    expect({ runs, maxActive }).toEqual({ runs: 2, maxActive: 1 });
    flight.trigger();
    await flight.idle();
    expect(runs).toBe(3);
  });
});

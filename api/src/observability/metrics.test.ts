import { appMetricsRegistry } from './metrics';

describe('appMetricsRegistry', () => {
  it('reads the outbox once per scrape for both of its gauges', async () => {
    const outbox = jest.fn(async () => ({ pending: 3, oldestSeconds: 12.5 }));
    const registry = appMetricsRegistry({ outbox, openSockets: () => 7 });
    const text = await registry.metrics();
    expect(outbox).toHaveBeenCalledTimes(1);
    expect(text).toMatch(/^comanda_outbox_pending 3$/m);
    expect(text).toMatch(/^comanda_outbox_lag_seconds 12\.5$/m);
    expect(text).toMatch(/^comanda_websockets_open 7$/m);
    await registry.metrics();
    expect(outbox).toHaveBeenCalledTimes(2);
  });
});

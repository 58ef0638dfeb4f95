// Prometheus metrics of one API node (prom-client), served at GET /api/metrics to the operators' scraper.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the node's gauges read when scraped. */
export type MetricSources = {
  /** Outbox rows not delivered yet, and the age in seconds of the oldest (0 when none). */
  outbox: () => Promise<{ pending: number; oldestSeconds: number }>;
  /** Open real-time WebSockets on this node; null when the real-time server runs elsewhere. */
  openSockets: () => number | null;
};

/**
 * Counters are process-wide (the code that counts, placeOrder or the job runner, has no app at hand; one node is one
 * process); the gauges read the app's own database and real-time server when scraped.
 */
const processRegistry = new Registry();

/**
 * The process's own figures (CPU, memory, event loop lag, GC), started by the node's entry point; a second call does
 * nothing. Not at import: the GC observer and the event-loop monitor live as long as the process, and in jest they kept
 * every test file's modules alive (about 20 MB of heap per API suite).
 */
export function collectProcessMetrics(): void {
  if (processRegistry.getSingleMetric('comanda_process_cpu_user_seconds_total')) return;
  collectDefaultMetrics({ register: processRegistry, prefix: 'comanda_' });
}

export const requestDuration = new Histogram({
  name: 'comanda_http_request_duration_seconds',
  help: 'Duração das requisições HTTP por rota (o padrão da rota, não a URL) e status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

export const ordersCreated = new Counter({
  name: 'comanda_orders_created_total',
  help: 'Pedidos gravados (a transação confirmada), por canal.',
  labelNames: ['channel'] as const,
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'comanda_job_failures_total',
  help: 'Execuções de tarefas que falharam, por tipo; final="true" quando não haverá nova tentativa.',
  labelNames: ['kind', 'final'] as const,
  registers: [processRegistry],
});

/** The registry one app serves: the process's counters and the app's own gauges. */
export function appMetricsRegistry(sources: MetricSources): Registry {
  const registry = new Registry();
  // Both outbox gauges come from one query: the scrape asks them together, so they share the read in flight.
  let outboxRead: ReturnType<MetricSources['outbox']> | null = null;
  const readOutbox = () =>
    (outboxRead ??= sources.outbox().finally(() => {
      outboxRead = null;
    }));
  new Gauge({
    name: 'comanda_outbox_pending',
    help: 'Eventos do outbox ainda não entregues.',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new Gauge({
    name: 'comanda_outbox_lag_seconds',
    help: 'Idade do evento mais antigo ainda não entregue pelo outbox (0 quando não há nenhum).',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestSeconds);
    },
  });
  new Gauge({
    name: 'comanda_websockets_open',
    help: 'WebSockets de tempo real abertos neste nó.',
    registers: [registry],
    collect() {
      const open = sources.openSockets();
      if (open !== null) this.set(open);
    },
  });
  return Registry.merge([processRegistry, registry]);
}

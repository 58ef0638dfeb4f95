// The production layout (issue 15, "Several nodes"): the real nginx in front of two API nodes with the real-time server
// embedded in each, one PostgreSQL database, one Redis. Orders are placed through both nodes while the store's kanban
// is open in Chromium (through nginx); the node holding the browser's WebSocket is killed (SIGKILL); the page
// reconnects through nginx to the other node and every order reaches it within 5 s, once. A pusher-js client (through
// nginx) counts each order's `order.new`: the outbox delivers it once whichever node wrote it. Limits, catalog caches
// and presence are checked across the nodes too.
import Pusher from 'pusher-js';
import type { Page } from 'playwright-core';
import { initialSelection, type Product } from '@comanda/shared/domain';
import { listMigrations } from '../../api/src/db/migrate';
import { browserTest, saveScreen } from '../support/browser-test';
import { DEMO_PASSWORD, DEMO_USERS, expectHeading, loginAs, type DemoRole } from '../support/app';
import { startCluster, type Cluster, type ClusterNode } from '../support/cluster';

const SLUG = 'pizzaria-bella-napoli';
/** What the issue asks: every order on the store's screen within this long of being placed. */
const SEEN_WITHIN_MS = 5_000;

let cluster: Cluster;

beforeAll(async () => {
  const started = Date.now();
  cluster = await startCluster({
    nodes: 2,
    env: {
      // Logins of this file and of other runs within the minute count in the same Redis: not what is tested here.
      LOGIN_RATE_LIMIT_PER_EMAIL: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
      // Checked across the nodes below (with an address of its own each run).
      FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '3',
      // Only the change feed (Redis) can refresh another node's cached catalog within the test.
      CATALOG_CACHE_TTL_MS: '600000',
      // A killed node's presence members go after 3 s (default 15 s).
      PRESENCE_NODE_TTL_MS: '3000',
    },
  });
  console.log(`[multi-node] nginx ${cluster.baseUrl} → ${cluster.nodes.map((n) => `${n.name}: ${n.baseUrl}`).join(', ')}; pronto em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: não aconteceu em ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function apiToken(baseUrl: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: DEMO_USERS[role].email, password: DEMO_PASSWORD }) });
  if (!response.ok) throw new Error(`login ${role}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function storeId(baseUrl: string): Promise<number> {
  return ((await (await fetch(`${baseUrl}/api/stores/${SLUG}`)).json()) as { data: { id: number } }).data.id;
}

async function products(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/stores/${SLUG}/products`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as { data: Product[] } | Product[];
  return Array.isArray(body) ? body : body.data;
}

type Placed = { via: string; id: number; label: string; startedAt: number; phase: string };

let sequence = 0;
/** POST /api/stores/{slug}/orders as the storefront does (a pickup, paid in cash), at `baseUrl` (a node or nginx). */
async function placeOrder(baseUrl: string, via: string, product: Product, phase: string): Promise<Placed> {
  sequence += 1;
  const startedAt = Date.now();
  const response = await fetch(`${baseUrl}/api/stores/${SLUG}/orders`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'idempotency-key': `e2e-multi-node-${startedAt}-${sequence}` },
    body: JSON.stringify({
      order_type: 'pickup',
      items: [{ product_id: product.id, quantity: 2, selected_options: initialSelection(product) }],
      customer: { name: `Cliente ${via} ${sequence}`, phone: '11987654321' },
      payment: { method: 'cash', change_for: null },
    }),
  });
  const body = (await response.json()) as { data: { id: number; display_number: string } };
  if (response.status !== 201) throw new Error(`pedido via ${via} recusado (${response.status}): ${JSON.stringify(body)}`);
  return { via, id: body.data.id, label: `Pedido ${body.data.display_number}`, startedAt, phase };
}

/** Which node holds the realtime sockets now: comanda_websockets_open of each (a killed node counts 0). */
async function socketsPerNode(): Promise<Record<string, number>> {
  const entries = await Promise.all(cluster.nodes.map(async (node) => [node.name, node.running() ? ((await node.metrics()).comanda_websockets_open ?? 0) : 0] as const));
  return Object.fromEntries(entries);
}

/** A pusher-js client (Node) at `port`, authorised by the API with the user's token like the shell's handler. */
function pusherClient(port: number, token: string, authBase: string): Pusher {
  return new Pusher('comanda-key', {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'sa1',
    disableStats: true,
    channelAuthorization: {
      endpoint: `${authBase}/api/broadcasting/auth`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${authBase}/api/broadcasting/auth`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`auth ${channelName}: HTTP ${response.status}`);
            callback(null, (await response.json()) as { auth: string; channel_data?: string });
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

function subscribed(client: Pusher, name: string): Promise<ReturnType<Pusher['subscribe']>> {
  return new Promise((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription_error ${JSON.stringify(error)}`)));
  });
}

/** Every store-channel subscription the page's WebSockets confirmed, with the time (a reconnect makes a new one). */
function watchStoreSubscriptions(page: Page): { at: number[] } {
  const seen = { at: [] as number[] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-store.')) seen.at.push(Date.now());
    });
  });
  return seen;
}

type Sightings = { first: Record<string, number>; most: Record<string, number> };

/** In the page: when each order card (`article` "Pedido #0012") first appeared, and the most copies ever shown at once. */
async function recordCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sightings: Sightings = { first: {}, most: {} };
    (window as unknown as { __cards: Sightings }).__cards = sightings;
    const scan = () => {
      const now = Date.now();
      const copies: Record<string, number> = {};
      for (const card of document.querySelectorAll('article[aria-label^="Pedido #"]')) {
        const label = card.getAttribute('aria-label') ?? '';
        copies[label] = (copies[label] ?? 0) + 1;
      }
      for (const [label, count] of Object.entries(copies)) {
        sightings.first[label] ??= now;
        sightings.most[label] = Math.max(sightings.most[label] ?? 0, count);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}

const cardsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cards: Sightings }).__cards);

describe('vários nós atrás do nginx (PostgreSQL e Redis compartilhados)', () => {
  test('os nós sobem juntos no banco vazio: migrações e seed uma vez só; tarefas recorrentes numa cadeia por tipo', async () => {
    for (const node of cluster.nodes) expect((await fetch(`${node.baseUrl}/api/health/ready`)).status).toBe(200);
    const [migrations] = await cluster.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(migrations!.n).toBe(listMigrations().length);
    const [seeded] = await cluster.query<{ orders: number; duplicated: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM (SELECT 1 FROM products GROUP BY store_id, lower(name) HAVING count(*) > 1) d) AS duplicated`,
    );
    // The demo pizzeria's seven orders, not one set per node.
    expect(seeded).toEqual({ orders: 7, duplicated: 0 });
    // Each node enqueued the next run of every recurring job at start: one job per run time (dedupe key), none failed.
    const jobs = await cluster.query<{ key: string; n: number }>("SELECT dedupe_key AS key, count(*)::int AS n FROM jobs WHERE dedupe_key LIKE '%@%' GROUP BY dedupe_key");
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((job) => job.n > 1)).toEqual([]);
    expect(await cluster.query('SELECT kind, last_error FROM jobs WHERE failed_at IS NOT NULL')).toEqual([]);
  });

  test('limites e caches valem para os nós juntos: "esqueci a senha" por endereço, cardápio em cache invalidado pelo outro nó', async () => {
    const [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
    // The limit per address is 3: the 4th request is refused whichever node it reaches (counted in Redis).
    const email = `limite.${Date.now().toString(36)}@teste.comanda.app`;
    const forgot = (node: ClusterNode | Cluster) =>
      fetch(`${node.baseUrl}/api/forgot-password`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email }) }).then((r) => r.status);
    expect([await forgot(a), await forgot(b), await forgot(a)]).toEqual([200, 200, 200]);
    expect([await forgot(b), await forgot(cluster)]).toEqual([429, 429]);

    // Node B caches the catalog (TTL 10 min); a product paused on node A leaves B's answer at once.
    const token = await apiToken(cluster.baseUrl, 'store_owner');
    const store = await storeId(cluster.baseUrl);
    const product = (await products(b.baseUrl)).at(-1)!;
    expect((await products(b.baseUrl)).some((p) => p.id === product.id)).toBe(true);
    const availability = (node: ClusterNode, active: boolean) =>
      fetch(`${node.baseUrl}/api/stores/${store}/catalog/products/${product.id}/availability`, {
        method: 'PATCH',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
        body: JSON.stringify({ is_active: active }),
      }).then((r) => r.status);
    let changed = Date.now();
    expect(await availability(a, false)).toBe(200);
    await waitUntil('produto pausado no nó A some do cache do nó B', async () => !(await products(b.baseUrl)).some((p) => p.id === product.id), 2_000);
    const hidden = Date.now() - changed;
    changed = Date.now();
    expect(await availability(b, true)).toBe(200);
    await waitUntil('produto reativado no nó B volta ao cache do nó A', async () => (await products(a.baseUrl)).some((p) => p.id === product.id), 2_000);
    console.log(`[multi-node] cache do cardápio entre nós: pausa A→B ${hidden} ms, reativação B→A ${Date.now() - changed} ms (TTL 10 min)`);
  });

  browserTest.at(
    () => cluster.baseUrl,
    'pedidos pelos dois nós com a loja aberta no Chromium via nginx; o nó da conexão morre (SIGKILL): a página reconecta e vê cada pedido uma vez, em até 5 s',
    async ({ page }) => {
      const testStarted = Date.now();
      await recordCards(page);
      const subscriptions = watchStoreSubscriptions(page);
      const reconnectedAt: number[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Conexão restabelecida')) reconnectedAt.push(Date.now());
      });
      await loginAs(page, 'store_owner');
      const opened = Date.now();
      await page.goto('/store/orders/kanban');
      await expectHeading(page, 'Pedidos — Kanban');
      await waitUntil('a página assinou o canal da loja', async () => subscriptions.at.some((at) => at > opened), 15_000);
      expect(new URL(page.url()).origin).toBe(cluster.baseUrl);

      // The node the browser's WebSocket landed on (through nginx) is the one that will die.
      const browserSockets = await waitUntil('o socket do navegador aparece nas métricas de um nó', async () => {
        const open = await socketsPerNode();
        return Object.values(open).reduce((n, v) => n + v, 0) === 1 ? open : null;
      }, 5_000);
      const victim = cluster.nodes.find((node) => browserSockets[node.name] === 1)!;
      const survivor = cluster.nodes.find((node) => node !== victim)!;

      // The observer: pusher-js through nginx, the store owner's token; counts every order.new of the store.
      const store = await storeId(cluster.baseUrl);
      const ownerToken = await apiToken(cluster.baseUrl, 'store_owner');
      const nginxPort = Number(new URL(cluster.baseUrl).port);
      const observer = pusherClient(nginxPort, ownerToken, cluster.baseUrl);
      const clients: Pusher[] = [observer];
      try {
        const observerDown: { from: number; to: number | null }[] = [];
        observer.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
          if (previous === 'connected' && current !== 'connected') observerDown.push({ from: Date.now(), to: null });
        });
        const events: { displayNumber: string; eventId: string; at: number }[] = [];
        const storeChannel = await subscribed(observer, `private-store.${store}`);
        storeChannel.bind('order.new', (data: { order: { display_number: string }; event_id: string }) => events.push({ displayNumber: data.order.display_number, eventId: data.event_id, at: Date.now() }));
        storeChannel.bind('pusher:subscription_succeeded', () => {
          const last = observerDown.at(-1);
          if (last && last.to === null) last.to = Date.now();
        });
        const afterObserver = await socketsPerNode();
        const observerNode = cluster.nodes.find((node) => (afterObserver[node.name] ?? 0) > (browserSockets[node.name] ?? 0))?.name ?? '?';

        // Presence across nodes: the attendant on the victim, the manager on the survivor (each straight to its node).
        const attendant = pusherClient(victim.port, await apiToken(cluster.baseUrl, 'attendant'), cluster.baseUrl);
        const manager = pusherClient(survivor.port, await apiToken(cluster.baseUrl, 'store_admin'), cluster.baseUrl);
        clients.push(attendant, manager);
        await subscribed(attendant, `presence-store.${store}`);
        const presence = (await subscribed(manager, `presence-store.${store}`)) as ReturnType<Pusher['subscribe']> & { members: { count: number } };
        const presenceCountBefore = presence.members.count;
        let attendantGoneAt: number | null = null;
        presence.bind('pusher:member_removed', () => (attendantGoneAt ??= Date.now()));

        const menu = await products(cluster.baseUrl);
        const product = menu[0]!;
        const placed: Placed[] = [];
        const place = async (target: ClusterNode | Cluster, phase: string) => {
          const via = target === cluster ? 'nginx' : `nó ${(target as ClusterNode).name}`;
          placed.push(await placeOrder(target.baseUrl, via, product, phase));
        };

        // Before the kill: through each node and through nginx.
        for (const target of [victim, survivor, cluster, victim, survivor, cluster]) {
          await place(target, 'antes');
          await sleep(150);
        }
        // Everything placed so far is on the page before the kill (and the victim's outbox rows are done with).
        await waitUntil('pedidos de antes da queda na página', async () => {
          const cards = await cardsOf(page);
          return placed.every((order) => order.label in cards.first);
        }, SEEN_WITHIN_MS + 1_000);

        const killedAt = Date.now();
        await cluster.kill(victim);
        // Placed while the browser's socket is down: the page catches up when it reconnects. Through nginx, whose
        // first pick may be the dead node (it passes the order on to the survivor: nothing was sent yet), and straight.
        await place(cluster, 'na queda');
        await place(survivor, 'na queda');
        const resubscribed = await waitUntil('a página reconectou e assinou de novo (via nginx)', async () => subscriptions.at.find((at) => at > killedAt), 15_000);
        // After the reconnect: real time again, through nginx (which moves off the dead node) and the survivor.
        for (const target of [cluster, survivor, cluster, survivor]) {
          await place(target, 'depois');
          await sleep(150);
        }

        // The killed node comes back: what it writes reaches the page held by the survivor (Redis).
        const restartStarted = Date.now();
        await cluster.restart(victim);
        const restartMs = Date.now() - restartStarted;
        await place(victim, 'religado');

        // The waits below do not throw: the figures are printed first, then the expectations say what failed.
        const last = placed.at(-1)!;
        const allSeen = async () => {
          const cards = await cardsOf(page);
          return placed.every((order) => order.label in cards.first);
        };
        await waitUntil('todos os pedidos na página', allSeen, Math.max(0, last.startedAt + SEEN_WITHIN_MS + 2_000 - Date.now())).catch(() => false);
        await sleep(500); // a late duplicate would show now
        const cards = await cardsOf(page);
        await saveScreen(page, 'multi-node-kanban');

        // The page: each order within 5 s of being placed, never two cards for one order, and still one now.
        const rows = [];
        for (const order of placed) {
          const seenAfter = cards.first[order.label]! - order.startedAt;
          const nowShown = await page.getByRole('article', { name: order.label, exact: true }).count();
          const displayNumber = order.label.replace('Pedido ', '');
          const announced = events.filter((event) => event.displayNumber === displayNumber);
          rows.push({ ...order, seenAfter, most: cards.most[order.label] ?? 0, nowShown, announced: announced.length, eventIds: new Set(announced.map((e) => e.eventId)).size });
        }
        const observerGap = observerDown.find((gap) => gap.from >= killedAt);
        const observerMissed = (order: Placed) => observerGap !== undefined && order.startedAt >= observerGap.from - 100 && (observerGap.to === null || order.startedAt <= observerGap.to);
        await waitUntil('a presença do atendente (nó morto) sai da lista do gerente', async () => attendantGoneAt, 15_000).catch(() => null);
        const pendingOutbox = async () => (await cluster.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
        await waitUntil('outbox vazia', async () => (await pendingOutbox()) === 0, 15_000, 200).catch(() => false);
        const outbox = await pendingOutbox();
        // Each request nginx tried on the dead node and passed on (a WebSocket's access log line waits for its close).
        const failovers = cluster.nginx
          .errorLog()
          .split('\n')
          .filter((line) => line.includes('[error]') && line.includes('while connecting to upstream') && line.includes(`upstream: "http://127.0.0.1:${victim.port}/`))
          .map((line) => /request: "(\S+ [^ ?]+)/.exec(line)?.[1] ?? '?');

        const figures = {
          nós: cluster.nodes.map((node) => node.name).join(', '),
          'nó morto (SIGKILL)': `${victim.name} (tinha o WebSocket do navegador; observador no nó ${observerNode})`,
          'pedidos feitos': placed.length,
          'por via': Object.entries(placed.reduce<Record<string, number>>((all, order) => ({ ...all, [order.via]: (all[order.via] ?? 0) + 1 }), {}))
            .map(([via, n]) => `${via}: ${n}`)
            .join(', '),
          'vistos na página': rows.filter((row) => Number.isFinite(row.seenAfter)).length,
          'duplicados na página (máx. cópias > 1)': rows.filter((row) => row.most > 1).length,
          'tempo até a página (máx.)': `${Math.max(...rows.map((row) => row.seenAfter))} ms`,
          'tempo até a página (pedido na queda)': `${rows.filter((row) => row.phase === 'na queda').map((row) => row.seenAfter).join(', ')} ms`,
          'reconexão do navegador (SIGKILL → canal assinado de novo)': `${resubscribed - killedAt} ms`,
          'reconexão: aviso "Conexão restabelecida"': reconnectedAt.length > 0 ? `${reconnectedAt[0]! - killedAt} ms` : '—',
          'order.new no observador (pusher-js via nginx)': `${events.length} eventos para ${rows.filter((row) => row.announced > 0).length} pedidos; repetidos: ${rows.filter((row) => row.announced > 1).length}`,
          'observador': observerGap ? `caiu com o nó, voltou em ${observerGap.to ? `${observerGap.to - observerGap.from} ms` : '—'}` : 'não caiu (estava no outro nó)',
          'presença: membros vistos do outro nó / saída do nó morto': `${presenceCountBefore} / ${attendantGoneAt === null ? '—' : `${attendantGoneAt - killedAt} ms`}`,
          'requisições que o nginx passou do nó morto ao outro': `${failovers.length} (${failovers.join(', ')})`,
          'nó religado em': `${restartMs} ms`,
          'outbox pendente no fim': outbox,
          'duração do teste': `${((Date.now() - testStarted) / 1000).toFixed(1)} s`,
        };
        console.log(`[multi-node] números:\n${Object.entries(figures).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n${rows.map((row) => `  ${row.label.padEnd(13)} via ${row.via.padEnd(5)} ${row.phase.padEnd(8)} página ${row.seenAfter} ms, cópias ${row.most}, order.new ×${row.announced}`).join('\n')}`);

        for (const row of rows) {
          expect({ order: row.label, phase: row.phase, seenWithin5s: row.seenAfter <= SEEN_WITHIN_MS, mostCopies: row.most, nowShown: row.nowShown }).toEqual({
            order: row.label,
            phase: row.phase,
            seenWithin5s: true,
            mostCopies: 1,
            nowShown: 1,
          });
          // The outbox delivered each order's event once (one event id); the observer may only have missed it while
          // its own socket was down with the killed node.
          expect({ order: row.label, announced: row.announced, eventIds: row.eventIds }).toEqual({
            order: row.label,
            announced: observerMissed(row) && row.announced === 0 ? 0 : 1,
            eventIds: observerMissed(row) && row.announced === 0 ? 0 : 1,
          });
        }
        expect(reconnectedAt.some((at) => at > killedAt)).toBe(true);
        // The attendant on the other node was among the manager's members, and went with its node (PRESENCE_NODE_TTL_MS).
        expect(presenceCountBefore).toBe(2);
        expect(attendantGoneAt === null ? null : attendantGoneAt - killedAt).toBeLessThan(8_000);
        // nginx met the dead node (the browser's new WebSocket, an order...) and went on to the survivor.
        expect(failovers.length).toBeGreaterThan(0);
        expect(outbox).toBe(0);
      } finally {
        for (const client of clients) client.disconnect();
      }
    },
    180_000,
  );
});

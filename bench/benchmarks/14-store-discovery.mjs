// Store discovery (issue 13): GET /api/stores/discover, the landing page's public search, with STORES extra public
// stores in São Paulo. Target: p99 < 150 ms for the search from a saved address with 300 extra stores, at 16
// connections (printed ok/ACIMA; no pass/fail).
//
// The API runs in a child process (lib/discovery-api-node.mjs: buildApp + listen on a fresh database — PGlite in
// memory, or a throw-away schema in PostgreSQL when STORE_DISCOVERY_BENCH_PG_URL or DATABASE_URL is set —, demo seed,
// the clock fixed on a Wednesday 20:00 in São Paulo). Before the app starts, the child adds STORES public stores
// copied from the city's demo stores (row, categories, products) with points spread uniformly within 15 km of
// Av. Paulista, each with delivery zones (the pizzeria's neighbourhood zones, or distance rings) and one in five open
// only at lunch; so a search from Av. Paulista looks at every one of them (the 25 km radius and the city) and prices
// a delivery quote for each. The CEP directory and the geocoder are the offline demo providers in the child (the real
// ones are not reachable here); the placer keeps their answers, so they answer the first search only.
// A demo customer (joao@cliente.com.br) saves an address on Av. Paulista (POST /api/customer/addresses, with its
// point) and autocannon (-c 16, STORE_DISCOVERY_BENCH_SECONDS s after 2 s of warm-up, keep-alive) measures here:
//   (a) ?address_id={id} with the customer's bearer token — placer (cached), candidate scan, a delivery quote per
//       store, reviews, sort, first page of 12;
//   (b) ?city=São Paulo&uf=SP — candidate scan by city, no quotes;
//   baseline: GET /api/stores/pizzaria-bella-napoli (one public store) in the same process.
// Figures: requests/s (2xx), p50/p99/max, and the API process's CPU per response (process.cpuUsage() across warm-up
// and run ÷ responses it finished; with PGlite the database runs in that process, with PostgreSQL it does not);
// ratios discover ÷ baseline.
// Env: STORE_DISCOVERY_BENCH_SECONDS (default 10), STORE_DISCOVERY_BENCH_STORES (default 300),
//      STORE_DISCOVERY_BENCH_PG_URL / DATABASE_URL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild } from '../lib/child-node.mjs';
import { describeMachine, machineFacts } from '../lib/machine-facts.mjs';
import { login } from '../lib/pos-api-load.mjs';

const require = createRequire(import.meta.url);

const TARGET_P99_MS = 150;
const TARGET_STORES = 300;
const CONNECTIONS = 16;
const WARMUP_SEC = 2;
const SECONDS = Number(process.env.STORE_DISCOVERY_BENCH_SECONDS ?? 10);
const STORES = Number(process.env.STORE_DISCOVERY_BENCH_STORES ?? 300);
const PG_URL = process.env.STORE_DISCOVERY_BENCH_PG_URL || process.env.DATABASE_URL || '';
/** A Wednesday 20:00 in São Paulo: the demo stores are open, the lunch-only copies closed. */
const NOW = '2026-03-04T20:00:00-03:00';
const BASELINE_SLUG = 'pizzaria-bella-napoli';
const CUSTOMER = 'joao@cliente.com.br';
/** Av. Paulista, 1000 (the CEP and street the demo providers place at -23.5613, -46.6565). */
const PAULISTA = {
  label: 'Trabalho (bench)',
  cep: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: null,
  latitude: -23.5613,
  longitude: -46.6565,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => Math.round(n * 10) / 10;
const round2 = (n) => Math.round(n * 100) / 100;
const ratio = (a, b) => (b > 0 && Number.isFinite(a) ? round2(a / b) : '-');
const verdict = (p99) => (p99 < TARGET_P99_MS ? 'ok' : 'ACIMA');

async function getJson(url, { token, expect = 200 } = {}) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`GET ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

async function saveAddress(apiUrl, token) {
  const response = await fetch(`${apiUrl}/api/customer/addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(PAULISTA),
  });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200) throw new Error(`POST /api/customer/addresses: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** Every row of a search (pages of 50), to describe what the benchmark's searches find. */
async function allRows(url, token) {
  const rows = [];
  for (let page = 1; ; page++) {
    const { body } = await getJson(`${url}&per_page=50&page=${page}`, { token });
    rows.push(...body.data);
    if (page >= body.meta.last_page) return { rows, address: body.address };
  }
}

/** autocannon stops at its deadline without waiting for in-flight requests: wait until the API's response count stops moving. */
async function drained(api) {
  let last = await api.request('stats');
  for (let i = 0; i < 100; i++) {
    await sleep(300);
    const now = await api.request('stats');
    if (now.responses === last.responses) return now;
    last = now;
  }
  return last;
}

async function cannon(api, { url, token }) {
  const autocannon = require('autocannon');
  const options = { url, connections: CONNECTIONS, headers: token ? { authorization: `Bearer ${token}` } : {} };
  const before = await drained(api);
  const warm = await autocannon({ ...options, duration: WARMUP_SEC });
  const r = await autocannon({ ...options, duration: SECONDS });
  const after = await drained(api);
  const served = after.responses - before.responses;
  return {
    perSec: Math.round(r['2xx'] / SECONDS),
    perSecMin: r.requests.min,
    perSecMax: r.requests.max,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    ok: r['2xx'],
    non2xx: r.non2xx + warm.non2xx,
    errors: r.errors + r.timeouts + warm.errors + warm.timeouts,
    served,
    // Warm-up included on both sides: the API's CPU over everything it answered in between.
    apiCpuMsPerRequest: round2((after.cpuMs - before.cpuMs) / Math.max(1, served)),
    loopDelayP99Ms: after.loopDelay.p99,
    providerCalls: after.providerCalls - before.providerCalls,
    rssMiB: Math.round(after.rss / 2 ** 20),
  };
}

export default {
  id: 'store-discovery',
  title: `Descoberta de lojas (GET /api/stores/discover) com ${STORES} lojas extras em São Paulo: endereço salvo e cidade contra a loja pública — meta p99 < ${TARGET_P99_MS} ms (endereço, ${TARGET_STORES} lojas, -c ${CONNECTIONS})`,
  async run({ repoRoot, log }) {
    const facts = machineFacts();
    log(`máquina: ${describeMachine(facts)}`);
    const started = performance.now();
    const api = startChild(path.join(repoRoot, 'bench/lib/discovery-api-node.mjs'), {
      cwd: repoRoot,
      env: { DATABASE_URL: PG_URL, DISCOVERY_BENCH_NOW: NOW, DISCOVERY_BENCH_STORES: String(STORES) },
      readyTimeoutMs: 300_000,
    });
    try {
      const ready = await api.ready;
      const database = ready.driver === 'pg' ? 'PostgreSQL' : 'PGlite (memória)';
      const { stores } = ready;
      log(
        `API pronta em ${round1((performance.now() - started) / 1000)} s: ${database}${ready.schema ? ` (schema ${ready.schema})` : ''}; ` +
          `${stores.added} lojas extras (cópias de ${stores.sources.join(', ')}) em ${stores.setupSeconds} s; ` +
          `lojas publicadas em São Paulo/SP: ${stores.publicInCity} (${stores.withProducts} com produto pedível, ${stores.withZones} com zona de entrega)`,
      );
      const url = ready.url;
      const token = await login(url, CUSTOMER);
      const saved = await saveAddress(url, token);
      log(`${CUSTOMER}: endereço salvo ${saved.id} (${saved.address}, ${saved.number}, ${saved.district}; ${saved.latitude}, ${saved.longitude})`);

      const cases = [
        { key: 'baseline', label: `GET /api/stores/${BASELINE_SLUG} (base)`, url: `${url}/api/stores/${BASELINE_SLUG}` },
        { key: 'address', label: `discover ?address_id=${saved.id} (token do cliente)`, url: `${url}/api/stores/discover?address_id=${saved.id}`, token },
        { key: 'city', label: 'discover ?city=São Paulo&uf=SP', url: `${url}/api/stores/discover?city=${encodeURIComponent('São Paulo')}&uf=SP` },
      ];

      // Probes: every case answers 200, and what the searches find (all pages).
      const before = await api.request('stats');
      for (const c of cases) c.bytes = (await getJson(c.url, { token: c.token })).bytes;
      const byAddress = await allRows(cases[1].url, token);
      const byCity = await allRows(cases[2].url);
      const afterProbe = await api.request('stats');
      if (!byAddress.address?.located) throw new Error(`busca pelo endereço salvo sem ponto: ${JSON.stringify(byAddress.address)}`);
      const delivering = byAddress.rows.filter((row) => row.delivery !== null);
      const found = {
        address: { total: byAddress.rows.length, delivering: delivering.length, open: byAddress.rows.filter((row) => row.is_open).length, refused: byAddress.rows.filter((row) => row.delivery_refusal !== null).length },
        city: { total: byCity.rows.length, open: byCity.rows.filter((row) => row.is_open).length },
        providerCallsInProbes: afterProbe.providerCalls - before.providerCalls,
      };
      log(
        `endereço: ${found.address.total} lojas (${found.address.delivering} entregam lá, ${found.address.refused} recusam com motivo, ${found.address.open} abertas), ` +
          `primeira: ${byAddress.rows[0]?.name} a ${byAddress.rows[0]?.distance_km} km; cidade: ${found.city.total} lojas (${found.city.open} abertas); ` +
          `chamadas aos provedores de CEP/geocodificação nas sondas: ${found.providerCallsInProbes}`,
      );
      if (stores.added >= TARGET_STORES && found.address.total < stores.added) log(`ATENÇÃO: a busca pelo endereço olhou ${found.address.total} lojas, menos que as ${stores.added} extras`);

      for (const c of cases) {
        c.run = await cannon(api, c);
        log(
          `${c.label}: ${c.run.perSec} req/s (por segundo: ${c.run.perSecMin}–${c.run.perSecMax}), p50 ${c.run.p50Ms} ms, p99 ${c.run.p99Ms} ms, máx ${c.run.maxMs} ms, ` +
            `não-2xx ${c.run.non2xx}, erros ${c.run.errors}; CPU da API ${c.run.apiCpuMsPerRequest} ms/req; provedores chamados ${c.run.providerCalls}×`,
        );
        if (c.run.ok === 0) throw new Error(`${c.label}: nenhuma resposta 2xx`);
      }
      const [base, address, city] = cases.map((c) => c.run);
      const loadAfter = machineFacts().loadAverage;
      const addressVerdict = STORES >= TARGET_STORES ? verdict(address.p99Ms) : `— (${STORES} lojas < ${TARGET_STORES})`;

      const row = (c, meta) => [
        c.label,
        c.run.perSec,
        `${c.run.perSecMin}–${c.run.perSecMax}`,
        c.run.p50Ms,
        c.run.p99Ms,
        c.run.maxMs,
        c.run.non2xx,
        c.run.errors,
        round1(c.bytes / 1024),
        c.run.apiCpuMsPerRequest,
        c.run.loopDelayP99Ms,
        meta,
      ];
      const ratioRow = (c) => [`${c.key === 'address' ? 'endereço' : 'cidade'} ÷ base`, ratio(c.run.perSec, base.perSec), ratio(c.run.p50Ms, base.p50Ms), ratio(c.run.p99Ms, base.p99Ms), ratio(c.run.apiCpuMsPerRequest, base.apiCpuMsPerRequest)];

      return {
        metrics: {
          address_p99: { label: `discover por endereço salvo, p99, ${STORES} lojas extras, -c ${CONNECTIONS}, ${database} (meta < ${TARGET_P99_MS} ms: ${addressVerdict})`, value: address.p99Ms, unit: 'ms' },
          address_rps: { label: `discover por endereço salvo: req/s (base GET /api/stores/${BASELINE_SLUG}: ${base.perSec}; razão ${ratio(address.perSec, base.perSec)})`, value: address.perSec, unit: 'req/s' },
          address_cpu: { label: `discover por endereço salvo: CPU da API por requisição (base ${base.apiCpuMsPerRequest} ms; razão ${ratio(address.apiCpuMsPerRequest, base.apiCpuMsPerRequest)}×)`, value: address.apiCpuMsPerRequest, unit: 'ms' },
          city_p99: { label: `discover por cidade (São Paulo/SP), p99 (razão p99 vs base ${ratio(city.p99Ms, base.p99Ms)})`, value: city.p99Ms, unit: 'ms' },
          city_rps: { label: `discover por cidade: req/s (razão vs base ${ratio(city.perSec, base.perSec)})`, value: city.perSec, unit: 'req/s' },
          baseline_p99: { label: `GET /api/stores/${BASELINE_SLUG} (base), p99`, value: base.p99Ms, unit: 'ms' },
        },
        tables: [
          {
            title:
              `autocannon -c ${CONNECTIONS}, ${SECONDS} s por rodada (após ${WARMUP_SEC} s de aquecimento), keep-alive; ${database}; ${stores.added} lojas extras num raio de 15 km da Av. Paulista ` +
              `(${stores.publicInCity} publicadas em São Paulo); relógio ${NOW}; página 1 de 12 (padrão). CPU: process.cpuUsage() da API (aquecimento + rodada) ÷ respostas` +
              `${ready.driver === 'pg' ? ' (o PostgreSQL roda fora do processo: não contado)' : ' (o PGlite roda no processo: contado)'}; ` +
              `meta p99 < ${TARGET_P99_MS} ms na busca por endereço com ${TARGET_STORES} lojas; load average ${facts.loadAverage.join(' ')} no início e ${loadAfter.join(' ')} no fim, em ${facts.cpus} CPUs`,
            columns: ['requisição', 'req/s', 'faixa por s', 'p50 ms', 'p99 ms', 'máx ms', 'não-2xx', 'erros', 'KB/resposta', 'CPU API ms/req', 'atraso do loop p99 ms', 'meta'],
            rows: [row(cases[0], ''), row(cases[1], addressVerdict), row(cases[2], '')],
          },
          {
            title: `Razões discover ÷ base (GET /api/stores/${BASELINE_SLUG}, mesmo processo)`,
            columns: ['razão', 'req/s', 'p50', 'p99', 'CPU ms/req'],
            rows: [ratioRow(cases[1]), ratioRow(cases[2])],
          },
          {
            title: 'O que as buscas encontram (todas as páginas, antes das rodadas)',
            columns: ['busca', 'lojas', 'entregam no endereço', 'recusam (com motivo)', 'abertas agora', 'mais próxima'],
            rows: [
              [`endereço salvo (Av. Paulista, 1000)`, found.address.total, found.address.delivering, found.address.refused, found.address.open, `${byAddress.rows[0]?.name ?? '-'} (${byAddress.rows[0]?.distance_km ?? '-'} km)`],
              ['cidade São Paulo/SP', found.city.total, '-', '-', found.city.open, '-'],
            ],
          },
        ],
        details: {
          machine: facts,
          loadAverageAfter: loadAfter,
          database: ready.driver,
          now: NOW,
          connections: CONNECTIONS,
          seconds: SECONDS,
          stores,
          found,
          results: Object.fromEntries(cases.map((c) => [c.key, { label: c.label, bytes: c.bytes, ...c.run }])),
        },
      };
    } finally {
      await api.stop(30_000);
    }
  },
};

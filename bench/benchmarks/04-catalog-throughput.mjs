// Catalog endpoint throughput (issue #3): GET /api/stores/{slug}/products of a 500-product store against bare Fastify
// routes in the same run, by the API's own runCatalogBench() (api/bench/catalog-throughput.mjs, autocannon -c 50).
// Every ratio is printed with what it compares; the target is ≥ 0.5.
import { runCatalogBench } from '../../api/bench/catalog-throughput.mjs';

export const TARGET_RATIO = 0.5;
/** Seconds per autocannon run (5 runs + 1 s warm-up each). CATALOG_BENCH_DURATION overrides. */
const DURATION = Number(process.env.CATALOG_BENCH_DURATION ?? 10);

const verdict = (ratio) => (ratio >= TARGET_RATIO ? 'ok' : 'ABAIXO');

export default {
  id: 'catalog-throughput',
  title: 'Vazão do catálogo (500 produtos) em relação a uma rota Fastify mínima no mesmo processo',
  async run({ log }) {
    const r = await runCatalogBench({ duration: DURATION, connections: 50, products: 500, log });
    const run = (key) => r.runs[key];
    const row = (label, key) => [label, run(key).reqPerSec, run(key).p99Ms, run(key).mbPerSec, run(key).non2xx, run(key).errors];
    const ratios = [
      ['catálogo (JSON sem compressão) ÷ rota mínima enviando o MESMO corpo (~1 MB)', r.ratio, 'custo da aplicação além do tamanho da resposta'],
      ['catálogo (JSON sem compressão) ÷ rota mínima com constante pequena {"ok":true}', r.ratioVsSmallConstant, 'sem compressão: limitado por bytes'],
      ['catálogo com Accept-Encoding br (o que o navegador pede) ÷ constante pequena', r.ratioBrotliVsSmallConstant, 'variante brotli pré-comprimida'],
      ['catálogo revalidado 304 (If-None-Match) ÷ constante pequena', r.ratio304VsSmallConstant, 'navegador que já tem o catálogo'],
    ];
    for (const [label, ratio] of ratios) log(`razão ${ratio} (${verdict(ratio)}, meta ≥ ${TARGET_RATIO}): ${label}`);
    return {
      metrics: {
        productsReqPerSec: { label: 'catálogo 500 produtos, JSON sem compressão', value: r.productsReqPerSec, unit: 'req/s' },
        ratioSameBody: { label: `razão vs rota mínima com o mesmo corpo (meta ≥ ${TARGET_RATIO}: ${verdict(r.ratio)})`, value: r.ratio, unit: '×' },
        ratioSmall: { label: `razão vs constante pequena, sem compressão (meta ≥ ${TARGET_RATIO}: ${verdict(r.ratioVsSmallConstant)})`, value: r.ratioVsSmallConstant, unit: '×' },
        ratioBrotli: { label: `razão vs constante pequena, brotli (meta ≥ ${TARGET_RATIO}: ${verdict(r.ratioBrotliVsSmallConstant)})`, value: r.ratioBrotliVsSmallConstant, unit: '×' },
        ratio304: { label: `razão vs constante pequena, 304 (meta ≥ ${TARGET_RATIO}: ${verdict(r.ratio304VsSmallConstant)})`, value: r.ratio304VsSmallConstant, unit: '×' },
      },
      tables: [
        {
          title: `autocannon -c ${r.connections} -d ${r.durationSec} s; corpo ${(r.bodyBytes / 1024).toFixed(0)} KiB (brotli ${(r.brotliBytes / 1024).toFixed(0)} KiB), ${r.products} produtos`,
          columns: ['rota', 'req/s', 'p99 ms', 'MB/s', 'não-2xx', 'erros'],
          rows: [
            row('GET /api/stores/{slug}/products (JSON)', 'products'),
            row('GET /api/stores/{slug}/products (br)', 'productsBr'),
            row('GET /api/stores/{slug}/products (304; não-2xx = as próprias 304)', 'products304'),
            row('Fastify mínimo: mesmo corpo como constante', 'bareSame'),
            row('Fastify mínimo: {"ok":true}', 'bareSmall'),
          ],
        },
        {
          title: `Razões (meta do issue #3: ≥ ${TARGET_RATIO})`,
          columns: ['comparação', 'razão', 'situação', 'nota'],
          rows: ratios.map(([label, ratio, note]) => [label, ratio, verdict(ratio), note]),
        },
      ],
      details: r,
    };
  },
};

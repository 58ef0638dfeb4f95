// Storefront cold load on a throttled phone (issue #3): fresh context, cache disabled, CDP network 150 ms /
// 1.6 Mbit/s down / 750 kbit/s up and CPU 4× slower; time from navigation start to the first visible product card
// and the JS (gzip -9) received before it. Median of 3 runs, printed next to the targets. The page is server-rendered
// (api/src/ssr): the time until the shell has hydrated it (interactive) and the JS until then are printed too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { MOBILE_THROTTLING, measureStorefrontLoad, median, sum } from '../lib/storefront-load.mjs';
import { kb } from '../lib/table.mjs';
import { STOREFRONT_PAINTED_SELECTOR, STOREFRONT_SLUG } from './02-storefront-js.mjs';

const RUNS = 3;
export const TARGETS = { paintMs: 1500, gzipKb: 200 };

const verdict = (value, limit) => (value < limit ? 'ok' : 'ACIMA');

export default {
  id: 'storefront-mobile',
  title: `Carga fria da vitrine /loja/${STOREFRONT_SLUG} em celular com throttling (CDP: 150 ms, 1,6 Mbit/s, CPU 4×)`,
  async run({ repoRoot, log }) {
    if (!existsSync(path.join(repoRoot, 'mf-storefront/dist/mf-manifest.json'))) {
      log('dist ausente: rodando o build');
      const { buildAll } = await import(path.join(repoRoot, 'scripts/build-all.mjs'));
      await buildAll({ quiet: true });
    }
    const { startPlatform } = await import('../../e2e/support/platform.ts');
    const { launchOptions, ensureChromium } = await import('../../e2e/support/chromium.ts');
    ensureChromium();
    const platform = await startPlatform({ logLevel: 'warn' });
    const browser = await chromium.launch(launchOptions());
    try {
      const url = `${platform.baseUrl}/loja/${STOREFRONT_SLUG}`;
      // One unthrottled load first: the API's catalog cache and the server's compressed-file cache are warm, as in
      // production; what is measured is the phone and its link, not the first request after a deploy.
      await measureStorefrontLoad(browser, { url, selector: STOREFRONT_PAINTED_SELECTOR });
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measureStorefrontLoad(browser, { url, selector: STOREFRONT_PAINTED_SELECTOR, throttling: MOBILE_THROTTLING });
        runs.push(run);
        log(
          `execução ${i + 1}: card visível em ${run.paintMs} ms (parede ${run.wallMs} ms), ${run.files.length} JS, ${kb(sum(run.files, 'gzip9'))} KB gzip -9, ${kb(sum(run.files, 'wire'))} KB no fio; ` +
            `${run.serverRendered ? 'HTML do servidor, hidratada' : 'renderizada no navegador, interativa'} em ${run.interactiveMs} ms com ${kb(sum(run.filesToInteractive, 'gzip9'))} KB de JS`,
        );
      }
      const paintMs = Math.round(median(runs.map((run) => run.paintMs)));
      const gzipKb = Number(kb(median(runs.map((run) => sum(run.files, 'gzip9')))));
      const wireKb = Number(kb(median(runs.map((run) => sum(run.files, 'wire')))));
      const interactiveMs = Math.round(median(runs.map((run) => run.interactiveMs)));
      const interactiveGzipKb = Number(kb(median(runs.map((run) => sum(run.filesToInteractive, 'gzip9')))));
      const files = runs[0].files;
      return {
        metrics: {
          paintMs: { label: `1º card visível, celular com throttling (mediana de ${RUNS}; meta < ${TARGETS.paintMs} ms: ${verdict(paintMs, TARGETS.paintMs)})`, value: paintMs, unit: 'ms' },
          gzipKb: { label: `JS antes do 1º card, gzip -9 (mediana; meta < ${TARGETS.gzipKb} KB: ${verdict(gzipKb, TARGETS.gzipKb)})`, value: gzipKb, unit: 'KB' },
          wireKb: { label: 'JS antes do 1º card, bytes no fio (como o servidor comprimiu)', value: wireKb, unit: 'KB' },
          interactiveMs: { label: `página interativa (hidratada), celular com throttling (mediana de ${RUNS}; sem meta)`, value: interactiveMs, unit: 'ms' },
          interactiveGzipKb: { label: 'JS até a página ficar interativa, gzip -9 (mediana)', value: interactiveGzipKb, unit: 'KB' },
        },
        tables: [
          {
            title: `Metas do issue #3 (throttling: latência ${MOBILE_THROTTLING.latencyMs} ms, ${(MOBILE_THROTTLING.downloadBytesPerSec * 8) / 1e6} Mbit/s ↓, ${(MOBILE_THROTTLING.uploadBytesPerSec * 8) / 1e3} kbit/s ↑, CPU ${MOBILE_THROTTLING.cpuSlowdown}×; contexto novo, cache desligado)`,
            columns: ['medida', 'mediana', 'execuções', 'meta', 'situação'],
            rows: [
              ['1º card visível (ms desde o início da navegação)', paintMs, runs.map((run) => run.paintMs).join(' / '), `< ${TARGETS.paintMs}`, verdict(paintMs, TARGETS.paintMs)],
              ['JS antes do 1º card (KB gzip -9)', gzipKb, runs.map((run) => kb(sum(run.files, 'gzip9'))).join(' / '), `< ${TARGETS.gzipKb}`, verdict(gzipKb, TARGETS.gzipKb)],
              ['página interativa, hidratada (ms)', interactiveMs, runs.map((run) => run.interactiveMs).join(' / '), '-', '-'],
              ['JS até ficar interativa (KB gzip -9)', interactiveGzipKb, runs.map((run) => kb(sum(run.filesToInteractive, 'gzip9'))).join(' / '), '-', '-'],
            ],
          },
          {
            title: 'JS antes do 1º card (1ª execução, maior primeiro; "no fio" = encodedDataLength do CDP, inclui cabeçalhos)',
            columns: ['arquivo', 'app', 'KB', 'KB gzip -9', 'KB no fio', 'codificação'],
            rows: [...files]
              .sort((a, b) => b.gzip9 - a.gzip9)
              .map((file) => [file.path, file.app, kb(file.raw), kb(file.gzip9), file.wire === null ? '-' : kb(file.wire), file.encoding]),
          },
        ],
        details: {
          throttling: MOBILE_THROTTLING,
          targets: TARGETS,
          runs: runs.map((run) => ({ paintMs: run.paintMs, wallMs: run.wallMs, files: run.files, serverRendered: run.serverRendered, interactiveMs: run.interactiveMs, filesToInteractive: run.filesToInteractive })),
        },
      };
    } finally {
      await browser.close();
      await platform.stop();
    }
  },
};

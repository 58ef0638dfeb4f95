// JS a browser downloads until the server-rendered storefront is interactive (and what of it arrived before the first
// card was painted), gzip level 9 computed here, independent of the server. The load is bench/lib/storefront-load.mjs
// without throttling: its times are only informative (storefront-mobile has the targets).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureStorefrontLoad, median } from '../lib/storefront-load.mjs';
import { kb } from '../lib/table.mjs';

export const STOREFRONT_SLUG = 'pizzaria-bella-napoli';
/** "Painted" = the first product card is visible (its paint time comes from Element Timing). */
export const STOREFRONT_PAINTED_SELECTOR = '[data-testid="product-card"]';
const RUNS = 3;

export default {
  id: 'storefront-js',
  title: `JS (gzip -9) da vitrine /loja/${STOREFRONT_SLUG} até ficar interativa, sem throttling`,
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
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureStorefrontLoad(browser, { url, selector: STOREFRONT_PAINTED_SELECTOR }));
      const paints = runs.map((run) => run.paintMs);
      const medianPaint = Math.round(median(paints));
      const medianInteractive = Math.round(median(runs.map((run) => run.interactiveMs)));
      // The card is painted from the server's HTML, so what arrives before the paint is only what the link happened
      // to deliver first (it varies between runs); what the page needs is the JS until it is interactive.
      const files = runs[0].filesToInteractive;
      const beforePaint = new Set(runs[0].files);
      const total = (list, key) => list.reduce((sum, file) => sum + (file[key] ?? 0), 0);
      const byApp = {};
      for (const file of files) {
        byApp[file.app] ??= { files: 0, raw: 0, gzip9: 0 };
        byApp[file.app].files += 1;
        byApp[file.app].raw += file.raw;
        byApp[file.app].gzip9 += file.gzip9;
      }
      const sorted = [...files].sort((a, b) => b.gzip9 - a.gzip9);
      const stable = runs.every((run) => total(run.filesToInteractive, 'gzip9') === total(files, 'gzip9'));
      if (!stable) log('atenção: o JS até a interatividade variou entre as execuções (carregamento não determinístico); vale a primeira');
      const beforePaintKb = runs.map((run) => kb(total(run.files, 'gzip9')));
      log(
        `${files.length} arquivos JS, ${kb(total(files, 'gzip9'))} KB gzip -9 até a vitrine ficar interativa (${medianInteractive} ms); ` +
          `1º card pintado em ${medianPaint} ms com ${beforePaintKb.join(' / ')} KB de JS recebidos antes (medianas de ${RUNS}, sem throttling)`,
      );
      return {
        metrics: {
          gzipKb: { label: 'JS até a vitrine ficar interativa (gzip -9)', value: Number(kb(total(files, 'gzip9'))), unit: 'KB' },
          rawKb: { label: 'JS até a vitrine ficar interativa (sem compressão)', value: Number(kb(total(files, 'raw'))), unit: 'KB' },
          files: { label: 'arquivos JS até a vitrine ficar interativa', value: files.length, unit: 'arquivos' },
          paintGzipKb: { label: 'JS recebido antes do 1º card pintado (gzip -9, 1ª execução)', value: Number(kb(total(runs[0].files, 'gzip9'))), unit: 'KB' },
          paintMs: { label: `1º card pintado (Element Timing; local, mediana de ${RUNS})`, value: medianPaint, unit: 'ms' },
          interactiveMs: { label: `interativa (hidratada; local, mediana de ${RUNS})`, value: medianInteractive, unit: 'ms' },
        },
        tables: [
          {
            title: 'Por app (JS até a interatividade)',
            columns: ['app', 'arquivos', 'KB', 'KB gzip -9'],
            rows: [
              ...Object.entries(byApp).map(([app, sum]) => [app, sum.files, kb(sum.raw), kb(sum.gzip9)]),
              ['TOTAL', files.length, kb(total(files, 'raw')), kb(total(files, 'gzip9'))],
            ],
          },
          {
            title: 'Arquivos (maior primeiro)',
            columns: ['arquivo', 'app', 'KB', 'KB gzip -9', 'KB no fio', 'antes da pintura'],
            rows: sorted.map((file) => [file.path, file.app, kb(file.raw), kb(file.gzip9), file.wire === null ? '-' : kb(file.wire), beforePaint.has(file) ? 'sim' : 'não']),
          },
        ],
        details: { selector: STOREFRONT_PAINTED_SELECTOR, paintsMs: paints, stable, files },
      };
    } finally {
      await browser.close();
      await platform.stop();
    }
  },
};

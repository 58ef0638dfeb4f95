// JS a browser downloads before the storefront's first paint, gzip level 9 computed here (independent of the server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kb } from '../lib/table.mjs';

export const STOREFRONT_SLUG = 'pizzaria-bella-napoli';
/**
 * "Painted" = this Playwright selector is visible. Today the storefront shows a placeholder with the slug; when the
 * catalogue lands, change it to the first product card (e.g. `role=article >> nth=0`).
 */
export const STOREFRONT_PAINTED_SELECTOR = '[data-testid="product-card"]';
const RUNS = 3;

function appOf(url) {
  const { pathname } = new URL(url);
  return /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';
}

async function measureOnce(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  let painted = false;
  page.on('response', (response) => {
    if (painted) return;
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'script' || contentType.includes('javascript')) scripts.push(response);
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/loja/${STOREFRONT_SLUG}`, { waitUntil: 'commit' });
  await page.locator(STOREFRONT_PAINTED_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
  painted = true;
  const paintMs = Date.now() - started;
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    const sizes = await response.request().sizes().catch(() => null);
    const url = new URL(response.url());
    files.push({ path: url.pathname, app: appOf(response.url()), status: response.status(), raw: body.length, gzip9: gzipSync(body, { level: 9 }).length, wire: sizes?.responseBodySize ?? null });
  }
  await context.close();
  return { paintMs, files };
}

export default {
  id: 'storefront-js',
  title: `JS (gzip -9) baixado antes da primeira pintura da vitrine /loja/${STOREFRONT_SLUG}`,
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
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, platform.baseUrl));
      const { files } = runs[0];
      const paints = runs.map((run) => run.paintMs).sort((a, b) => a - b);
      const medianPaint = paints[Math.floor(paints.length / 2)];
      const total = (key) => files.reduce((sum, file) => sum + (file[key] ?? 0), 0);
      const byApp = {};
      for (const file of files) {
        byApp[file.app] ??= { files: 0, raw: 0, gzip9: 0 };
        byApp[file.app].files += 1;
        byApp[file.app].raw += file.raw;
        byApp[file.app].gzip9 += file.gzip9;
      }
      const sorted = [...files].sort((a, b) => b.gzip9 - a.gzip9);
      const stable = runs.every((run) => run.files.reduce((sum, file) => sum + file.gzip9, 0) === total('gzip9'));
      if (!stable) log('atenção: o total variou entre as execuções (carregamento não determinístico); vale a primeira');
      log(`${files.length} arquivos JS, ${kb(total('gzip9'))} KB gzip -9, pintura em ${medianPaint} ms (mediana de ${RUNS}, sem throttling)`);
      return {
        metrics: {
          gzipKb: { label: 'JS antes da pintura da vitrine (gzip -9)', value: Number(kb(total('gzip9'))), unit: 'KB' },
          rawKb: { label: 'JS antes da pintura da vitrine (sem compressão)', value: Number(kb(total('raw'))), unit: 'KB' },
          files: { label: 'arquivos JS antes da pintura', value: files.length, unit: 'arquivos' },
          paintMs: { label: `tempo até a pintura (local, mediana de ${RUNS})`, value: medianPaint, unit: 'ms' },
        },
        tables: [
          {
            title: 'Por app',
            columns: ['app', 'arquivos', 'KB', 'KB gzip -9'],
            rows: [
              ...Object.entries(byApp).map(([app, sum]) => [app, sum.files, kb(sum.raw), kb(sum.gzip9)]),
              ['TOTAL', files.length, kb(total('raw')), kb(total('gzip9'))],
            ],
          },
          {
            title: 'Arquivos (maior primeiro)',
            columns: ['arquivo', 'app', 'KB', 'KB gzip -9', 'KB no fio'],
            rows: sorted.map((file) => [file.path, file.app, kb(file.raw), kb(file.gzip9), file.wire === null ? '-' : kb(file.wire)]),
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

// One cold load of a storefront in a fresh browser context, optionally under CDP network/CPU throttling: time from
// navigation start to the first visible product card (when the browser painted it, by Element Timing; and when this
// harness saw it, which under CPU throttling also counts the compiling of Playwright's own injected script), and
// every JS response received before it (gzip -9 computed
// here, independent of what the server sends, plus the bytes actually on the wire). A server-rendered page paints
// its cards from HTML and becomes interactive later, when the shell has hydrated it: that time (the shell's
// `comanda:hydrated` performance mark) and the JS received until then are measured too.
import { gzipSync } from 'node:zlib';
import { PRODUCT_CARD_ELEMENT_TIMING } from '../../shared/ssr/first-screen.ts';

/** A phone on a slow 4G-ish link (Lighthouse-like "mobile"): the figures of issue #3. */
export const MOBILE_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSec: 200_000, // 1.6 Mbit/s
  uploadBytesPerSec: 93_750, // 750 kbit/s
  cpuSlowdown: 4,
};

export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export function appOf(url) {
  const { pathname } = new URL(url);
  return /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, selector: string, throttling?: typeof MOBILE_THROTTLING | null, timeoutMs?: number }} options
 */
export async function measureStorefrontLoad(browser, { url, selector, throttling = null, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttling) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttling.latencyMs,
        downloadThroughput: throttling.downloadBytesPerSec,
        uploadThroughput: throttling.uploadBytesPerSec,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    }
    // Encoded (wire) bytes per request, from CDP: Playwright's sizes() is not reliable under emulation.
    const wireBytes = new Map();
    cdp.on('Network.loadingFinished', (event) => wireBytes.set(event.requestId, event.encodedDataLength));
    const requestIds = new Map();
    cdp.on('Network.responseReceived', (event) => requestIds.set(event.response.url, event.requestId));

    const scripts = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type === 'script' || contentType.includes('javascript')) scripts.push(response);
    });

    const wallStart = Date.now();
    const navigation = await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // performance.now() in the page is measured from the navigation's time origin.
    const handle = await page.waitForFunction(
      (sel) => {
        const element = document.querySelector(sel);
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' ? performance.now() : false;
      },
      selector,
      { polling: 'raf', timeout: timeoutMs },
    );
    const seenMs = Math.round(await handle.jsonValue());
    const paintMs = (await cardPaintTime(page)) ?? seenMs;
    const wallMs = Date.now() - wallStart;
    // From the document the server sent: the shell removes its state element once read, which can be before now.
    const serverRendered = (await navigation.text()).includes('id="comanda-ssr"');
    const interactiveMs = serverRendered
      ? Math.round(
          await (
            await page.waitForFunction(() => performance.getEntriesByName('comanda:hydrated')[0]?.startTime ?? false, null, { polling: 50, timeout: timeoutMs })
          ).jsonValue(),
        )
      : paintMs;
    // Which scripts had arrived by each moment, on the page's own clock (Resource Timing): the harness polls, and
    // without throttling the app's later chunks can arrive between a moment and the poll that notices it.
    const arrivedAt = new Map(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd])));

    const files = [];
    const filesToInteractive = [];
    for (const response of scripts) {
      const arrived = arrivedAt.get(response.url());
      if (arrived === undefined || arrived > interactiveMs) continue;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const requestId = requestIds.get(response.url());
      const file = {
        path: new URL(response.url()).pathname,
        app: appOf(response.url()),
        status: response.status(),
        encoding: response.headers()['content-encoding'] ?? 'identity',
        raw: body.length,
        gzip9: gzipSync(body, { level: 9 }).length,
        wire: requestId === undefined ? null : (wireBytes.get(requestId) ?? null),
      };
      filesToInteractive.push(file);
      if (arrived <= paintMs) files.push(file);
    }
    return { paintMs, seenMs, wallMs, files, serverRendered, interactiveMs, filesToInteractive };
  } finally {
    await context.close();
  }
}

/**
 * The first product card's paint time as the browser reports it (Element Timing on the card's name), or null where
 * the API is missing. The entry is buffered: it can be read after the card was seen.
 */
async function cardPaintTime(page) {
  const time = await page.evaluate(
    (identifier) =>
      new Promise((resolve) => {
        if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return resolve(null);
        const timer = setTimeout(() => resolve(null), 5_000);
        new PerformanceObserver((list, observer) => {
          const times = list
            .getEntries()
            .filter((entry) => entry.identifier === identifier)
            .map((entry) => entry.renderTime || entry.loadTime);
          if (times.length === 0) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Math.min(...times));
        }).observe({ type: 'element', buffered: true });
      }),
    PRODUCT_CARD_ELEMENT_TIMING,
  );
  return time === null ? null : Math.round(time);
}

export const sum = (files, key) => files.reduce((total, file) => total + (file[key] ?? 0), 0);

// `browserTest`: a jest test with a fresh browser context (own localStorage/cookies) and a screenshot on failure.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ENV, FAILURES_DIR, SCREENS_DIR, sharedValue } from './env';

export type BrowserTestArgs = { page: Page; context: BrowserContext; baseURL: string; browser: Browser };
type TestBody = (args: BrowserTestArgs) => Promise<void>;

/** Per action (click, fill, wait) and per navigation: fail fast with a clear Playwright message. */
const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

let browser: Browser | null = null;

beforeAll(async () => {
  browser = await chromium.connect(sharedValue(ENV.wsEndpoint));
});

afterAll(async () => {
  await browser?.close(); // a connected browser only disconnects: the server is closed in globalTeardown
  browser = null;
});

export function baseURL(): string {
  return sharedValue(ENV.baseUrl);
}

function fileNameOf(name: string): string {
  const testPath = expect.getState().testPath;
  const suite = testPath ? path.basename(testPath).replace(/\.test\.ts$/, '') : 'e2e';
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${suite}--${slug}.png`;
}

/** Prefix of the console line every Content-Security-Policy violation writes (see reportCspViolations). */
export const CSP_VIOLATION = 'CSP violation:';

/** `base`: where relative URLs go (default: the suite's platform). */
export async function newContext(base: string = baseURL()): Promise<BrowserContext> {
  if (!browser) throw new Error('Browser não conectado');
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 860 } });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  // Every page reports what its Content-Security-Policy blocked, so that no test passes on a page that only half works.
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, CSP_VIOLATION);
  return context;
}

/** Console lines about the Content-Security-Policy: ours (CSP_VIOLATION) and Chromium's own "Refused to …" messages. */
export const isCspMessage = (text: string) => text.startsWith(CSP_VIOLATION) || /Content Security Policy/i.test(text);

async function runInContext(name: string, body: TestBody, base: () => string = baseURL): Promise<void> {
  const context = await newContext(base());
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (isCspMessage(message.text())) cspViolations.push(message.text().slice(0, 300));
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  try {
    await body({ page, context, baseURL: base(), browser: browser as Browser });
    // An uncaught exception in the page is a bug even when the screen looks right.
    if (pageErrors.length > 0) throw new Error(`Exceção não tratada na página: ${pageErrors.join(' | ')}`);
    // The pages must work under their CSP: anything it blocked is a bug (or a policy to fix).
    if (cspViolations.length > 0) throw new Error(`Violações da Content-Security-Policy: ${[...new Set(cspViolations)].join(' | ')}`);
  } catch (error) {
    const file = path.join(FAILURES_DIR, fileNameOf(name));
    mkdirSync(FAILURES_DIR, { recursive: true });
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const details = [`URL: ${page.url()}`, `screenshot: ${path.relative(process.cwd(), file)}`];
    if (pageErrors.length > 0) details.push(`erros na página: ${pageErrors.join(' | ')}`);
    if (consoleErrors.length > 0) details.push(`console.error (últimos): ${consoleErrors.slice(-5).join(' | ')}`);
    if (error instanceof Error) {
      const extra = `\n\n${details.join('\n')}`;
      if (error.stack?.startsWith(`${error.name}: ${error.message}`)) error.stack = error.stack.replace(error.message, `${error.message}${extra}`);
      error.message += extra;
    }
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export function browserTest(name: string, body: TestBody, timeout?: number): void {
  test(name, () => runInContext(name, body), timeout);
}
/** For a test that fails because of a known product bug (name the bug in a comment). */
browserTest.failing = (name: string, body: TestBody, timeout?: number): void => {
  test.failing(name, () => runInContext(name, body), timeout);
};
browserTest.skip = (name: string, body: TestBody, timeout?: number): void => {
  test.skip(name, () => runInContext(name, body), timeout);
};
/** Against another platform than the suite's (e.g. a cluster the file starts): `base` is read when the test runs. */
browserTest.at = (base: () => string, name: string, body: TestBody, timeout?: number): void => {
  test(name, () => runInContext(name, body, base), timeout);
};

/** Saves a review screenshot of a key page into e2e/artifacts/screens/. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

// Debian Chromium driven by playwright-core (never `playwright install`: the machine has no internet).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without these flags Chromium keeps trying to reach Google services and floods refused connections. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright creates (and removes) a fresh temporary user-data dir for every launch. */
export function launchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}

/** Installs the Debian package when Chromium is missing and we are root; otherwise fails naming the package. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && CHROMIUM_PATH === '/usr/bin/chromium') {
    console.log('[e2e] Chromium ausente: apt-get install -y chromium');
    try {
      execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // reported below
    }
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `Chromium não encontrado em ${CHROMIUM_PATH}. Instale o pacote Debian "chromium" (apt-get install -y chromium) ` +
      'ou aponte CHROMIUM_PATH para um executável. Não use "playwright install".',
  );
}

export function launchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch(launchOptions());
}

/** One browser process for the whole e2e run: test files connect to it over its WebSocket endpoint. */
export function launchBrowserServer(): Promise<BrowserServer> {
  ensureChromium();
  return chromium.launchServer(launchOptions());
}

// A remote published alone while the app is open (issue 15): the page picks the new version on its next navigation,
// without a reload; the admin rolls it back from /admin/remotes and the page follows; a remote whose contract with
// the shell breaks is refused by the publish command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserTest, saveScreen } from '../support/browser-test';
import { expectHeading, loginAs, waitForPath } from '../support/app';
import { ENV, sharedValue } from '../support/env';
import { REPO_ROOT } from '../support/platform';

const UNVERSIONED_ENTRY = '/remotes/mf-admin/mf-manifest.json';
/** The shell asks remotes.json again on navigation at most this often (remote-loader.ts UPDATE_CHECK_INTERVAL_MS). */
const UPDATE_CHECK_MS = 5_000;

function remoteCli(...args: string[]) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/remote.ts'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: sharedValue(ENV.releasesDir) },
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}`, seconds: (performance.now() - started) / 1000 };
}

/** The shell marks <html> with the manifest URL of each remote it runs (remote-area.tsx). */
const runningEntry = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-remote-mf_admin'));

/** Navigates inside the admin area once the shell may ask remotes.json again, and waits for the version it runs. */
async function navigateAndExpectEntry(page: Page, since: number, link: string, heading: string, entry: string): Promise<void> {
  await page.waitForTimeout(Math.max(0, since + UPDATE_CHECK_MS + 500 - Date.now()));
  await page.getByRole('link', { name: link, exact: true }).first().click();
  await expectHeading(page, heading);
  await page.waitForFunction((expected) => document.documentElement.getAttribute('data-remote-mf_admin') === expected, entry);
}

afterAll(() => {
  // The platform is shared by the suite: leave mf-admin at its unversioned build.
  remoteCli('activate', 'mf-admin', 'sem-versao');
});

describe('publicar um remoto com a página aberta', () => {
  browserTest(
    'mf-admin publicado: a página aberta passa à versão nova ao navegar, sem recarregar; "Desfazer" em /admin/remotes volta',
    async ({ page }) => {
      const entries: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/remotes/mf-admin/') && request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') console.log('[browser]', message.text().slice(0, 3000));
      });
      await loginAs(page, 'super_admin');
      await waitForPath(page, '/admin/dashboard');
      await expectHeading(page, 'Painel da plataforma');
      let manifestReadAt = Date.now();
      expect(await runningEntry(page)).toBe(UNVERSIONED_ENTRY);
      // Survives only as long as this document does: a reload would drop it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const publish = remoteCli('publish', 'mf-admin', '--since', 'HEAD');
      expect(publish.out).toMatch(/Publicado mf_admin \d{8}-\d{6}-[0-9a-f]{8} \(ativo\)/);
      expect(publish.status).toBe(0);
      const version = /Publicado mf_admin (\S+)/.exec(publish.out)?.[1] as string;
      console.log(`[remote-release] publicar mf-admin: ${publish.seconds.toFixed(1)} s (${publish.out.match(/Build em .*/)?.[0] ?? ''})`);

      const versionEntry = `/remotes/mf-admin/${version}/mf-manifest.json`;
      await navigateAndExpectEntry(page, manifestReadAt, 'Remotos', 'Remotos', versionEntry);
      manifestReadAt = Date.now();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(entries).toContain(`/remotes/mf-admin/${version}/remoteEntry.js`);
      // The screen runs from the new version and shows it as the active one.
      await page.getByText(version).first().waitFor();
      await saveScreen(page, 'admin-remotes-published');

      const rollbackStarted = Date.now();
      await page.locator('button:not([disabled])', { hasText: 'Desfazer (rollback)' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Desfazer', exact: true }).click();
      await page.getByText(/voltou para o build sem versão/).first().waitFor();
      console.log(`[remote-release] desfazer pela tela: ${Date.now() - rollbackStarted} ms até a confirmação`);

      await navigateAndExpectEntry(page, manifestReadAt, 'Relatórios', 'Relatórios', UNVERSIONED_ENTRY);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    },
    120_000,
  );

  test('um remoto que não cumpre o contrato com a shell não é publicado', () => {
    const fixtures = mkdtempSync(path.join(tmpdir(), 'comanda-contract-'));
    try {
      // A shell that provides an older React and no yup: the remote requires ^19 and shares yup as a singleton.
      const shell = { shared: { react: { version: '18.3.1', singleton: true }, 'react-dom': { version: '18.3.1', singleton: true } } };
      const shellFile = path.join(fixtures, 'shared-singletons.json');
      writeFileSync(shellFile, JSON.stringify(shell));
      const before = remoteCli('list', 'mf-admin').out;
      const refused = remoteCli('publish', 'mf-admin', '--since', 'HEAD', '--shell', shellFile);
      expect(refused.status).toBe(1);
      expect(refused.out).toContain('mf-admin não cumpre o contrato com o shell; nada foi publicado');
      expect(refused.out).toContain('"react": o remoto exige ^19.3.1, o shell fornece 18.3.1.');
      expect(refused.out).toContain('Novo singleton "yup"');
      expect(remoteCli('list', 'mf-admin').out).toBe(before);
    } finally {
      rmSync(fixtures, { recursive: true, force: true });
    }
  }, 120_000);
});

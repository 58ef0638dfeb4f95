// The POS sale screen in Chromium (bench/benchmarks/12-pos.mjs): the attendant logs in, opens the register, and adds
// products while the page times itself. Every figure is taken inside the page: performance.now() right before the
// element's click() and again when a MutationObserver sees the DOM reflect it (then once more after the next frame,
// requestAnimationFrame + a macrotask, i.e. after that frame was painted), so Playwright's round trips are excluded.
// CPU throttling (CDP Emulation.setCPUThrottlingRate) slows the page's main thread like a cheap tablet.

export const PRODUCTS_LIST = '[role="list"][aria-label="Produtos"]';
export const SALE_PANEL = '[aria-label="Venda atual"]';
export const ADD_TO_SALE = 'Adicionar à venda';

export async function loginAndOpenRegister(page, { baseUrl, email, password, station, floatCents = 20_000 }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/store/dashboard' || url.pathname.startsWith('/pdv-standalone'));
  await page.goto(`${baseUrl}/pdv-standalone/index`);
  await page.getByRole('heading', { name: 'Caixa fechado' }).waitFor();
  await page.getByLabel('Estação').fill(station);
  await page.getByLabel(/Fundo de troco/).fill(String(floatCents));
  await page.getByRole('button', { name: 'Abrir caixa', exact: true }).click();
  await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();
  await page.locator(PRODUCTS_LIST).waitFor();
}

/**
 * Clicks `clickSelector` (optionally inside the open dialog, by its button text) and resolves when `doneCheck` holds:
 *   kind 'units'  the sale panel's "Subtotal (N itens)" shows `units` and the line named `line` is in "Itens da venda"
 *   kind 'dialog' a dialog with the "Adicionar à venda" button is in the DOM
 * Returns { domMs, frameMs } from the click. Runs entirely in the page.
 */
function measureInPage({ click, done, timeoutMs }) {
  const findClickTarget = () => {
    if (click.tile) {
      const tiles = document.querySelectorAll('[role="list"][aria-label="Produtos"] [role="listitem"]');
      return Array.from(tiles).find((el) => (el.getAttribute('aria-label') ?? '').startsWith(`${click.tile},`)) ?? null;
    }
    const dialog = document.querySelector('[role="dialog"]');
    return dialog ? (Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent?.trim() === click.button && !b.disabled) ?? null) : null;
  };
  const holds = () => {
    if (done.kind === 'dialog') {
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(dialog && Array.from(dialog.querySelectorAll('button')).some((b) => b.textContent?.trim() === done.button));
    }
    const panel = document.querySelector('[aria-label="Venda atual"]');
    const units = /Subtotal \((\d+) (?:item|itens)\)/.exec(panel?.textContent ?? '')?.[1];
    const lines = document.querySelector('[aria-label="Itens da venda"]');
    const line = lines && Array.from(lines.querySelectorAll('li')).some((li) => li.getAttribute('aria-label') === done.line);
    return Number(units) === done.units && line;
  };
  const target = findClickTarget();
  if (!target) return Promise.reject(new Error(`alvo do clique não encontrado: ${JSON.stringify(click)}`));
  return new Promise((resolve, reject) => {
    let t0 = 0;
    let settled = false;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`a tela não refletiu ${JSON.stringify(done)} em ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      if (settled) return;
      settled = true;
      const domMs = performance.now() - t0;
      observer.disconnect();
      clearTimeout(timer);
      // The next frame's callbacks run before its paint; a macrotask queued there runs after it.
      requestAnimationFrame(() => setTimeout(() => resolve({ domMs, frameMs: performance.now() - t0 }), 0));
    };
    const observer = new MutationObserver(() => {
      if (holds()) finish();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    t0 = performance.now();
    target.click();
    if (holds()) finish();
  });
}

export async function measureClick(page, click, done, timeoutMs = 10_000) {
  return page.evaluate(measureInPage, { click, done, timeoutMs });
}

/** Units in the sale now (0 when empty). */
export async function saleUnits(page) {
  return page.evaluate(() => Number(/Subtotal \((\d+) (?:item|itens)\)/.exec(document.querySelector('[aria-label="Venda atual"]')?.textContent ?? '')?.[1] ?? 0));
}

export async function clearSale(page) {
  const clear = page.getByRole('button', { name: 'Limpar', exact: true });
  if (await clear.isEnabled()) await clear.click();
  await page.getByText('Toque em um produto ou digite o código e Enter.').waitFor();
}

/** Lets the page finish what the last add started (effects, focus, the dialog's exit) before the next measure. */
export async function settle(page, ms = 150) {
  await page.evaluate((wait) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), wait)), ms);
}

/**
 * `count` taps on a tile that adds at once (no option panel): the line appears, then its quantity grows. The sale is
 * cleared every `perSale` taps (a real sale has a handful of lines).
 */
export async function measureQuickAdds(page, { name, count, perSale = 10 }) {
  const samples = [];
  await clearSale(page);
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % perSale === 0) await clearSale(page);
    const units = (await saleUnits(page)) + 1;
    samples.push(await measureClick(page, { tile: name }, { kind: 'units', units, line: name }));
    await settle(page);
  }
  await clearSale(page);
  return samples;
}

/**
 * `count` adds of a product with options: tap → its option dialog in the DOM ("Adicionar à venda" present), then
 * "Adicionar à venda" (its initial selection: the first size) → the line in "Itens da venda" with one more unit.
 */
export async function measureDialogAdds(page, { name, count, perSale = 10 }) {
  const open = [];
  const add = [];
  await clearSale(page);
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % perSale === 0) await clearSale(page);
    const units = (await saleUnits(page)) + 1;
    open.push(await measureClick(page, { tile: name }, { kind: 'dialog', button: ADD_TO_SALE }));
    // The dialog fades in: let its transition end so the button is where a finger would hit it.
    await page.getByRole('dialog', { name }).getByRole('button', { name: ADD_TO_SALE }).waitFor();
    await settle(page, 300);
    add.push(await measureClick(page, { button: ADD_TO_SALE }, { kind: 'units', units, line: name }));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await settle(page);
  }
  await clearSale(page);
  return { open, add };
}

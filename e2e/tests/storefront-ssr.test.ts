// Issue #3: /loja/{slug} is rendered by the API (HTML + critical CSS + the data), then the shell hydrates it.
import type { Page } from 'playwright-core';
import { browserTest, isCspMessage, newContext, saveScreen } from '../support/browser-test';
import { loginAs } from '../support/app';
import { DEMO_STORES, fetchProducts, productCard, productDialog, waitForHydration } from '../support/storefront';

const SLUG = DEMO_STORES.pizzaria;
const STORE_NAME = 'Pizzaria Bella Napoli';

/**
 * A stand-in for the React DevTools hook that keeps the roots React commits, so the test can compare what React
 * believes each element's attributes are with what the server wrote. Production React neither reports nor repairs
 * an attribute that differs after hydration (e.g. a useId that depends on the tree above the storefront).
 */
async function recordReactRoots(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots: unknown[] = [];
    (window as unknown as Record<string, unknown>).__e2eRoots = roots;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject(this: { renderers: Map<number, unknown> }, renderer: unknown) {
        this.renderers.set(this.renderers.size + 1, renderer);
        return this.renderers.size;
      },
      onCommitFiberRoot(_id: number, root: unknown) {
        if (!roots.includes(root)) roots.push(root);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };
  });
}

type Fiber = { tag: number; type: unknown; stateNode: Element | null; memoizedProps: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null };

/** Host elements whose id, class, for, role, href, aria or data attributes differ between React's props and the DOM. */
/** Holds back the scripts matching `pattern` until the returned function is called. */
async function holdScript(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mismatches: string[] = [];
    const domName: Record<string, string> = { className: 'class', htmlFor: 'for' };
    const checked = (prop: string) => ['id', 'className', 'htmlFor', 'role', 'href'].includes(prop) || prop.startsWith('aria-') || prop.startsWith('data-');
    for (const root of (window as unknown as { __e2eRoots: { current: Fiber }[] }).__e2eRoots) {
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        if (fiber.tag === 5 && fiber.stateNode && fiber.memoizedProps) {
          for (const [prop, value] of Object.entries(fiber.memoizedProps)) {
            if (typeof value !== 'string' || !checked(prop)) continue;
            const actual = fiber.stateNode.getAttribute(domName[prop] ?? prop);
            if (actual !== value) mismatches.push(`<${String(fiber.type)}> ${prop}: HTML "${actual}", React "${value}"`);
          }
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    }
    return mismatches;
  });
}

describe('vitrine renderizada no servidor', () => {
  test('sob a Content-Security-Policy: os scripts inline com o nonce da resposta rodam; um injetado sem nonce é barrado e relatado', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (message) => {
        if (isCspMessage(message.text())) csp.push(message.text());
      });
      const response = await page.goto(`/loja/${SLUG}`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
      await waitForHydration(page);
      // The early-taps script (inline, with the nonce) ran: it created the global the hydration then took over.
      expect(await page.evaluate(() => '__comandaEarlyTaps' in window)).toBe(true);
      expect(csp).toEqual([]);
      const reported = page.waitForEvent('console', { predicate: (message) => isCspMessage(message.text()) });
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.appendChild(script);
      });
      await reported;
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  browserTest('sem JavaScript: o HTML já traz a loja, as categorias e os cards da primeira página, com o tema', async ({ browser, baseURL }) => {
    const products = await fetchProducts(SLUG);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/loja/${SLUG}`);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      expect(await page.title()).toBe(`${STORE_NAME} — Comanda`);
      await page.getByRole('heading', { level: 1, name: STORE_NAME }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Cardápio' }).waitFor();
      await page.getByRole('list', { name: 'Resumo da loja' }).waitFor();
      await page.getByLabel('Categoria').waitFor();
      const cards = page.getByTestId('product-card');
      expect(await cards.count()).toBe(Math.min(12, products.length));
      expect(await cards.first().getByRole('heading').textContent()).toBe(products[0]?.name);
      await cards.first().getByRole('button', { name: 'Adicionar' }).waitFor();
      // The store's theme (emotion's critical CSS inlined): the banner/header use its primary colour.
      expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('startup-spinner').count()).toBe(0);
      await saveScreen(page, 'storefront-ssr-sem-js');
    } finally {
      await context.close();
    }
  });

  browserTest('com JavaScript: hidrata sem erros nem diferenças, não busca os dados de novo, e a página funciona', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await recordReactRoots(page);

    await page.goto(`/loja/${SLUG}`);
    await page.getByTestId('product-card').first().waitFor();
    await waitForHydration(page);
    expect(await attributeMismatches(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The store check, the store, its categories and products came with the page.
    expect(apiCalls.filter((pathname) => pathname.startsWith(`/api/stores/${SLUG}`))).toEqual([]);

    // "Adicionar" (a pizza has a size to choose: it opens the product), the cart, the modal and the search
    // work on the hydrated page.
    const [first] = await fetchProducts(SLUG);
    const name = first?.name as string;
    await productCard(page, name).getByRole('button', { name: 'Adicionar', exact: true }).click();
    await productDialog(page, name).getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).waitFor();
    await productCard(page, name).getByRole('button', { name: 'Personalizar', exact: true }).click();
    await productDialog(page, name).waitFor();
    await page.keyboard.press('Escape');
    await productDialog(page, name).waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(name);
    await page.waitForFunction((wanted) => {
      const titles = [...document.querySelectorAll('[data-testid="product-card"] h3')].map((title) => title.textContent ?? '');
      return titles.length > 0 && titles.length < 12 && titles.every((title) => title.includes(wanted));
    }, name);

    // Reloaded: the server page again (the cart is not in it), then the stored cart once hydrated.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await saveScreen(page, 'storefront-ssr-hidratada');
  });

  browserTest('um toque em "Adicionar" antes da hidratação não se perde: vale assim que a página fica interativa', async ({ page }) => {
    // The shell's script is held back: the server page is on screen and not yet interactive.
    const release = await holdScript(page, /\/main\.[0-9a-f]+\.js$/);
    const [first] = await fetchProducts(SLUG);
    const name = first?.name as string;
    await page.goto(`/loja/${SLUG}`, { waitUntil: 'commit' });
    await productCard(page, name).getByRole('button', { name: 'Adicionar', exact: true }).click();
    expect(await page.evaluate(() => performance.getEntriesByName('comanda:hydrated').length)).toBe(0);

    release();
    await waitForHydration(page);
    // A pizza has a size to choose: the tap opens the product.
    await productDialog(page, name).getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).waitFor();
  });

  browserTest('a primeira tela responde antes do app: busca sem ele; "Personalizar" enquanto ele carrega abre o produto quando ele assume a página', async ({ page }) => {
    // The whole app's start is held back: the page is the storefront's first screen alone.
    const release = await holdScript(page, /\/bootstrap\.[0-9a-f]+\.js$/);
    const [first, second] = await fetchProducts(SLUG);
    await page.goto(`/loja/${SLUG}`);
    await waitForHydration(page);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.some((name) => /\/bootstrap\.|__federation_expose_routes/.test(name))).toBe(false);

    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(second?.name as string);
    await page.waitForFunction((wanted) => {
      const titles = [...document.querySelectorAll('[data-testid="product-card"] h3')].map((title) => title.textContent ?? '');
      return titles.length > 0 && titles.every((title) => title.includes(wanted));
    }, second?.name as string);
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('');
    await productCard(page, first?.name as string).getByRole('button', { name: 'Personalizar', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    await productDialog(page, first?.name as string).waitFor();
    // One page: the first screen gave its place to the app's.
    expect(await page.locator('#root').count()).toBe(1);
    expect(await page.locator('body > div[hidden]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await productDialog(page, first?.name as string).waitFor({ state: 'hidden' });
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(1);
  });

  browserTest('cliente logado: a vitrine do servidor fica na tela durante a checagem de login, e o cabeçalho passa a mostrar o usuário', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="startup-spinner"]')) sessionStorage.setItem('e2e-startup-spinner', 'visto');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/loja/${SLUG}`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: /^Menu do usuário/ }).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-startup-spinner'))).toBeNull();
  });

  browserTest('cliente logado antes do app: a primeira tela mostra o seu nome, e o toque nele abre o menu quando o app assume a página', async ({ page }) => {
    await loginAs(page, 'customer');
    const release = await holdScript(page, /\/bootstrap\.[0-9a-f]+\.js$/);
    await page.goto(`/loja/${SLUG}`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect(await header.getByRole('button', { name: 'Entrar', exact: true }).count()).toBe(0);
    await header.getByRole('button', { name: /^Menu do usuário/ }).click();
    expect(await page.getByRole('menu').count()).toBe(0);

    release();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Meus Pedidos' }).waitFor();
    expect(await page.locator('#root').count()).toBe(1);
  });

  browserTest('um carrossel rolado na primeira tela fica onde o cliente o deixou quando o app assume a página', async ({ page }) => {
    // A phone, on a store whose catalog is shown as a carousel.
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScript(page, /\/bootstrap\.[0-9a-f]+\.js$/);
    await page.goto('/loja/acai-da-praia');
    await waitForHydration(page);
    const track = page.getByTestId('product-carousel');
    await track.evaluate((element) => element.scrollTo({ left: 2 * element.clientWidth, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const scrolled = await track.evaluate((element) => element.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);

    release();
    await page.waitForFunction(() => performance.getEntriesByName('comanda:app').length > 0);
    expect(await page.getByTestId('product-carousel').evaluate((element) => element.scrollLeft)).toBe(scrolled);
    // The app measured its carousel while drawn hidden: once shown, both arrows work (they stayed disabled).
    for (const name of ['Produtos anteriores', 'Próximos produtos']) await page.getByRole('button', { name, disabled: false }).waitFor({ timeout: 5_000 });
  });

  browserTest('num celular a página cabe na largura da tela, na primeira tela e no app: nada rola de lado nem esconde o botão do carrinho', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        cartButtonRight: document.querySelector('[aria-label^="Abrir carrinho"]')?.getBoundingClientRect().right ?? 0,
      }));
    for (const slug of [SLUG, 'acai-da-praia']) {
      const release = await holdScript(page, /\/bootstrap\.[0-9a-f]+\.js$/);
      await page.goto(`/loja/${slug}`);
      await waitForHydration(page);
      const firstScreen = await overflow();
      expect(firstScreen.page).toBe(0);
      expect(firstScreen.cartButtonRight).toBeLessThanOrEqual(390);
      release();
      await page.waitForFunction(() => performance.getEntriesByName('comanda:app').length > 0);
      expect(await overflow()).toEqual({ page: 0, cartButtonRight: firstScreen.cartButtonRight });
      await page.unrouteAll();
    }

    // Scrolled to the end, the floating cart button covers none of the last card's buttons (it covered 'Personalizar').
    await page.goto(`/loja/${SLUG}`);
    await page.waitForFunction(() => performance.getEntriesByName('comanda:app').length > 0);
    for (let previous = -1; ; ) {
      const end = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      if (end === previous) break; // cards below the screen get their real height once drawn
      previous = end;
      await page.waitForTimeout(300);
    }
    const covered = await page.evaluate(() => {
      const fab = document.querySelector('[aria-label^="Abrir carrinho"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid="product-card"] button')]
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return box.left < fab.right && fab.left < box.right && box.top < fab.bottom && fab.top < box.bottom;
        })
        .map((button) => button.textContent);
    });
    expect(covered).toEqual([]);
  });
});


// Logins per role, guest-only pages and route guards (spec section 2).
import { browserTest, saveScreen } from '../support/browser-test';
import { DEMO_USERS, LANDING_HEADING, expectHeading, expectText, fillLogin, loginAs, waitForPath, DEMO_PASSWORD, type DemoRole } from '../support/app';

const ROLES = Object.keys(DEMO_USERS) as DemoRole[];

describe('login por perfil', () => {
  for (const role of ROLES) {
    browserTest(`${role} entra por /login e chega ao seu painel`, async ({ page }) => {
      const user = DEMO_USERS[role];
      await page.goto('/login');
      if (role === 'store_owner') await saveScreen(page, 'login');
      await fillLogin(page, user.email, DEMO_PASSWORD);
      await waitForPath(page, user.dashboard);
      // The heading is rendered by the remote: the remote loaded and mounted inside the shell.
      await expectHeading(page, user.heading);
      if (role === 'store_owner') await saveScreen(page, 'store-dashboard');
      if (role === 'super_admin') await saveScreen(page, 'admin-dashboard');
      if (role === 'customer') await saveScreen(page, 'customer-dashboard');
    });
  }
});

describe('páginas só para visitantes', () => {
  browserTest('/login, /register e /forgot-password levam o cliente logado ao seu painel', async ({ page }) => {
    await loginAs(page, 'customer');
    for (const guestPage of ['/login', '/register', '/forgot-password']) {
      await page.goto(guestPage);
      await waitForPath(page, '/customer/dashboard');
      await expectHeading(page, 'Minha conta');
    }
  });

  browserTest('/register leva a gerente (store_admin) ao painel da loja', async ({ page }) => {
    await loginAs(page, 'store_admin');
    await page.goto('/register');
    await waitForPath(page, '/store/dashboard');
    await expectHeading(page, 'Painel da loja');
  });
});

describe('guardas de rota', () => {
  browserTest('cliente em /admin/dashboard volta para a página inicial', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/admin/dashboard');
    await waitForPath(page, '/');
    await expectHeading(page, LANDING_HEADING);
  });

  browserTest('cliente em /store/dashboard vê a página 403', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/store/dashboard');
    await waitForPath(page, '/403');
    await expectHeading(page, 'Acesso negado');
    await expectText(page, 'Você não tem permissão para acessar esta página.');
  });

  browserTest('visitante em /store/orders vai para /login e, após entrar como dono, volta para /store/orders', async ({ page }) => {
    await page.goto('/store/orders');
    await waitForPath(page, '/login');
    await fillLogin(page, DEMO_USERS.store_owner.email, DEMO_PASSWORD);
    await waitForPath(page, '/store/orders');
    await expectHeading(page, 'Pedidos');
  });

  browserTest('atendente não abre telas de gerente (/store/products → 403) e não vê "Produtos" no menu', async ({ page }) => {
    await loginAs(page, 'attendant');
    const nav = page.getByRole('navigation', { name: 'Navegação: Painel da loja' });
    await nav.getByRole('link', { name: 'Lista de pedidos' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Produtos', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Categorias', exact: true }).count()).toBe(0);

    // The screen's permission (catalog.manage, STORE_PERMISSIONS) is not the attendant's: the 403 page says so.
    await page.goto('/store/products');
    await waitForPath(page, '/403');
    await expectHeading(page, 'Acesso negado');
  });

  browserTest('o dono vê "Produtos" no menu e abre /store/products', async ({ page }) => {
    await loginAs(page, 'store_owner');
    const nav = page.getByRole('navigation', { name: 'Navegação: Painel da loja' });
    await nav.getByRole('link', { name: 'Produtos', exact: true }).click();
    await waitForPath(page, '/store/products');
    await expectHeading(page, 'Produtos');
  });
});

// Wrong password, forgot/reset password (link read from the mail sent through the run's local SMTP server).
import { browserTest, saveScreen } from '../support/browser-test';
import { expectHeading, expectText, fillLogin, registerCustomer, uniqueEmail, waitForPath, waitForResetLink } from '../support/app';

/** A fresh customer through the public API: the reset revokes tokens, so demo users are left alone. */
describe('senha', () => {
  browserTest('login com senha errada mostra "Email ou senha inválidos"', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'cliente@comanda.app', 'senha-errada-123');
    await expectText(page, 'Email ou senha inválidos');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await saveScreen(page, 'login-wrong-password');
  });

  browserTest('esqueci a senha: mensagem da API, link no e-mail, nova senha e login com ela', async ({ page }) => {
    const email = uniqueEmail('paulo');
    const oldPassword = 'SenhaAntiga@2024';
    const newPassword = 'SenhaNova@2025';
    await registerCustomer(email, oldPassword);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await waitForPath(page, '/forgot-password');
    // The router keeps the login form (it has an 'E-mail' field too) on screen until the lazy page is loaded.
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/forgot-password'));
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    const { message } = (await (await answered).json()) as { message: string };
    expect(message).toBe('Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.');
    await page.getByRole('alert').filter({ hasText: message }).waitFor();

    const link = await waitForResetLink(email);
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    await expectHeading(page, 'Criar nova senha');
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await waitForPath(page, '/login');

    // The old password no longer works; the new one does.
    await fillLogin(page, email, oldPassword);
    await expectText(page, 'Email ou senha inválidos');
    await page.getByLabel('Senha').fill(newPassword);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await waitForPath(page, '/customer/dashboard');
    await expectHeading(page, 'Minha conta');
  });
});

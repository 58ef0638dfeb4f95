// Customer registration at /register (spec sections 4-5): validation, masks, CEP lookup, success and duplicate e-mail.
import type { Page } from 'playwright-core';
import { browserTest, newContext, saveScreen } from '../support/browser-test';
import { expectHeading, expectText, uniqueEmail, waitForPath } from '../support/app';

const REQUIRED_MESSAGES = [
  'O nome é obrigatório',
  'O e-mail é obrigatório',
  'O telefone é obrigatório',
  'O CEP é obrigatório',
  'A senha é obrigatória',
  'A confirmação de senha é obrigatória',
];

// Accessible names (the required asterisk is aria-hidden): exact, so 'Senha' does not also match 'Confirmar senha'.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

async function fillValidForm(page: Page, email: string): Promise<void> {
  await field(page, 'Nome').fill('Maria E2E da Silva');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Telefone').pressSequentially('11987654321');
  await field(page, 'CEP').pressSequentially('01310100');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expectValue(page, 'Endereço', 'Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Complemento').fill('Apto 12');
  await field(page, 'Senha').fill('SenhaForte@2024');
  await field(page, 'Confirmar senha').fill('SenhaForte@2024');
}

async function expectValue(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label);
  await page.waitForFunction(
    ({ element, expected }) => (element as HTMLInputElement | null)?.value === expected,
    { element: await input.elementHandle(), expected: value },
  );
  expect(await input.inputValue()).toBe(value);
}

describe('cadastro em /register', () => {
  browserTest('envio vazio mostra as mensagens da especificação e o resumo', async ({ page }) => {
    await page.goto('/register');
    await expectHeading(page, 'Criar conta');
    await submit(page);
    for (const message of [...REQUIRED_MESSAGES, 'Por favor, corrija os erros acima.']) await expectText(page, message);
    await waitForPath(page, '/register');
    await saveScreen(page, 'register-errors');
  });

  browserTest('máscaras de telefone e CEP enquanto digita; "Buscar CEP" desabilitado com menos de 8 dígitos', async ({ page }) => {
    await page.goto('/register');
    const phone = field(page, 'Telefone');
    await phone.pressSequentially('1198');
    expect(await phone.inputValue()).toBe('(11) 98');
    await phone.pressSequentially('7654321');
    expect(await phone.inputValue()).toBe('(11) 98765-4321');

    const cep = field(page, 'CEP');
    const search = page.getByRole('button', { name: 'Buscar CEP' });
    expect(await search.isDisabled()).toBe(true);
    await cep.pressSequentially('0131010');
    expect(await cep.inputValue()).toBe('01310-10');
    expect(await search.isDisabled()).toBe(true);
    await cep.pressSequentially('0');
    expect(await cep.inputValue()).toBe('01310-100');
    expect(await search.isEnabled()).toBe(true);
  });

  browserTest('CEP 01310-100 preenche endereço, bairro, cidade e estado (provedor falso)', async ({ page }) => {
    await page.goto('/register');
    await field(page, 'CEP').pressSequentially('01310100');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expectValue(page, 'Endereço', 'Avenida Paulista');
    await expectValue(page, 'Bairro', 'Bela Vista');
    await expectValue(page, 'Cidade', 'São Paulo');
    await expectValue(page, 'Estado', 'SP');
  });

  browserTest('cadastro válido: toast de sucesso e /customer/dashboard; o mesmo e-mail de novo: erro do servidor no campo', async ({ page }) => {
    const email = uniqueEmail('maria');
    await page.goto('/register');
    await fillValidForm(page, email);
    await submit(page);
    await expectText(page, 'Cadastro realizado com sucesso!');
    await waitForPath(page, '/customer/dashboard');
    await expectHeading(page, 'Minha conta');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

    // Another visitor (fresh context) tries the same e-mail.
    const other = await newContext();
    try {
      const second = await other.newPage();
      await second.goto('/register');
      await fillValidForm(second, email);
      await submit(second);
      await expectText(second, 'Este e-mail já está cadastrado.');
      await waitForPath(second, '/register');
      const described = await field(second, 'E-mail').getAttribute('aria-invalid');
      expect(described).toBe('true');
    } finally {
      await other.close();
    }
  });
});

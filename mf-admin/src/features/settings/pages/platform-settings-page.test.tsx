import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_SETTINGS_MESSAGES, type Plan, type PlatformSettings } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { PlatformSettingsPage } from './platform-settings-page';

jest.setTimeout(60_000);

const plan = (id: number, slug: string, name: string, is_retired = false): Plan => ({
  id,
  slug,
  name,
  description: null,
  price_monthly: 99.9,
  price_yearly: 999,
  trial_days: 14,
  limits: { products: null, branches: null, employees: null, orders_per_month: null },
  features: [],
  is_retired,
});
const PLANS = [plan(1, 'essencial', 'Essencial'), plan(2, 'profissional', 'Profissional'), plan(3, 'antigo', 'Antigo', true)];
const SETTINGS: PlatformSettings = { ...DEFAULT_PLATFORM_SETTINGS, terms_of_use: 'Termos v1', privacy_policy: 'Política v1' };

function mockSettings(onPut: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.method === 'PUT') return onPut(call);
    if (call.path === '/api/admin/plans') return jsonResponse({ data: PLANS });
    return jsonResponse({ data: SETTINGS });
  });
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

function renderPage() {
  renderWithProviders(<PlatformSettingsPage />, { route: '/admin/settings', preloadedState: authStateFor(makeUser('super_admin')) });
  return userEvent.setup({ delay: null });
}

afterEach(() => jest.restoreAllMocks());

describe('platform settings', () => {
  it('shows the current terms version; the trial plan is chosen among the plans on sale', async () => {
    mockSettings(() => jsonResponse({}));
    renderPage();
    expect(await screen.findByText(`Versão atual dos termos: ${SETTINGS.terms_version}`)).toBeInTheDocument();
    expect(screen.getByText(/\(de 25\/11\/2026\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da plataforma')).toHaveValue('Comanda');
    expect(screen.getByLabelText('Termos de uso')).toHaveValue('Termos v1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano de teste' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Essencial (14 dias de teste)', 'Profissional (14 dias de teste)']);
  });

  it('saves the form; a change of the texts says a new version comes and the toast names it', async () => {
    const calls = mockSettings((call) => jsonResponse({ data: { ...SETTINGS, ...(call.body as object), terms_version: '2026-11-26T10:00:00' } }));
    const user = renderPage();
    const name = await screen.findByLabelText('Nome da plataforma');
    expect(screen.getByRole('button', { name: 'Salvar configurações' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Comanda Brasil');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano de teste' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Essencial/ }));
    await user.type(screen.getByLabelText('Termos de uso'), ' e v2');
    expect(screen.getByText(/Você alterou os textos: ao salvar, será criada uma nova versão/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/admin/settings',
      body: {
        platform_name: 'Comanda Brasil',
        contact_email: SETTINGS.contact_email,
        contact_phone: SETTINGS.contact_phone,
        mail_from_name: SETTINGS.mail_from_name,
        mail_from_address: SETTINGS.mail_from_address,
        trial_plan_slug: 'essencial',
        terms_of_use: 'Termos v1 e v2',
        privacy_policy: 'Política v1',
      },
    });
    expect(puts(calls)[0]!.body).not.toHaveProperty('terms_version');
    expect(await screen.findByText(`${PLATFORM_SETTINGS_MESSAGES.saved} Nova versão dos termos: 2026-11-26T10:00:00.`)).toBeInTheDocument();
    expect(await screen.findByText('Versão atual dos termos: 2026-11-26T10:00:00')).toBeInTheDocument();
    expect(screen.getByText(/\(de 26\/11\/2026 07:00\)/)).toBeInTheDocument();
  });

  it('the shared schema speaks before the API; the API’s field errors land on the fields', async () => {
    const calls = mockSettings(() => jsonResponse({ message: PLATFORM_SETTINGS_MESSAGES.trialPlanInvalid, errors: { trial_plan_slug: [PLATFORM_SETTINGS_MESSAGES.trialPlanInvalid] } }, 422));
    const user = renderPage();
    const email = await screen.findByLabelText('E-mail do remetente');
    await user.clear(email);
    await user.type(email, 'nao-responda');
    await user.clear(screen.getByLabelText('Política de privacidade'));
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(PLATFORM_SETTINGS_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(PLATFORM_SETTINGS_MESSAGES.textRequired)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await user.type(email, '@comanda.app.br');
    await user.type(screen.getByLabelText('Política de privacidade'), 'Política v2');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await screen.findAllByText(PLATFORM_SETTINGS_MESSAGES.trialPlanInvalid)).not.toHaveLength(0);
  });
});

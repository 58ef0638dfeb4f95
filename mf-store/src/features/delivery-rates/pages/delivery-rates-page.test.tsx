import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_RATES_MESSAGES, type DeliveryRatesSettings } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { DeliveryRatesScreen } from './delivery-rates-page';

jest.setTimeout(60_000);

const RATES: DeliveryRatesSettings = {
  minFreeDeliveryValue: 80,
  perKm: null,
  surcharges: [{ label: 'Horário de pico', weekdays: ['friday', 'saturday'], from: '18:00', to: '22:00', amount: 2 }],
  rainMode: false,
  rainSurcharge: 3,
};

function mockRatesApi(put: (call: ApiCall) => Response = (call) => jsonResponse({ data: call.body })) {
  return mockApi((call) => {
    if (call.path.endsWith('/delivery/rates') && call.method === 'PUT') return put(call);
    if (call.path.endsWith('/delivery/rates')) return jsonResponse({ data: RATES });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
}

function renderScreen(refusal: string | null = null) {
  renderWithProviders(<DeliveryRatesScreen refusal={refusal} />, { route: '/store/delivery/rates', preloadedState: authStateFor(makeUser('store_owner')) });
  return userEvent.setup();
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

afterEach(() => jest.restoreAllMocks());

describe('DeliveryRatesScreen', () => {
  it('switches the rain mode on, sets per km, adds and removes surcharge rows, and saves them as the API takes them', async () => {
    const calls = mockRatesApi();
    const user = renderScreen();
    const rain = within(await screen.findByRole('region', { name: 'Modo chuva' }));
    await user.click(rain.getByRole('switch', { name: 'Modo chuva desligado' }));
    expect(rain.getByRole('switch', { name: 'Modo chuva ligado' })).toBeChecked();
    const rainSurcharge = rain.getByRole('textbox', { name: 'Acréscimo de chuva' });
    await user.clear(rainSurcharge);
    await user.type(rainSurcharge, '450');

    await user.type(screen.getByRole('textbox', { name: 'Valor por km' }), '150');

    const surcharges = within(screen.getByRole('region', { name: 'Acréscimos por horário' }));
    await user.click(surcharges.getByRole('button', { name: 'Adicionar acréscimo' }));
    await user.click(surcharges.getByRole('button', { name: 'Adicionar acréscimo' }));
    const second = within(surcharges.getByRole('group', { name: 'Acréscimo 2' }));
    await user.type(second.getByRole('textbox', { name: 'Nome' }), 'Madrugada');
    await user.click(second.getByRole('button', { name: 'Sexta-feira' }));
    await user.click(second.getByRole('button', { name: 'Domingo' }));
    fireEvent.change(second.getByLabelText('Das'), { target: { value: '23:00' } });
    fireEvent.change(second.getByLabelText('Até'), { target: { value: '02:00' } });
    await user.type(second.getByRole('textbox', { name: 'Valor' }), '300');
    await user.click(surcharges.getByRole('button', { name: 'Remover acréscimo 3' }));
    expect(surcharges.queryByRole('group', { name: 'Acréscimo 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.path).toBe('/api/stores/10/delivery/rates');
    expect(puts(calls)[0]!.body).toEqual({
      minFreeDeliveryValue: 80,
      perKm: 1.5,
      surcharges: [RATES.surcharges[0], { label: 'Madrugada', weekdays: ['saturday', 'sunday'], from: '23:00', to: '02:00', amount: 3 }],
      rainMode: true,
      rainSurcharge: 4.5,
    });
    expect(await screen.findByText('Taxas de entrega salvas')).toBeInTheDocument();
  });

  it('refuses a row without name and the rain mode without its surcharge with the shared messages, without calling the API', async () => {
    const calls = mockRatesApi();
    const user = renderScreen();
    const rain = within(await screen.findByRole('region', { name: 'Modo chuva' }));
    await user.click(rain.getByRole('switch', { name: 'Modo chuva desligado' }));
    await user.clear(rain.getByRole('textbox', { name: 'Acréscimo de chuva' }));
    const first = within(screen.getByRole('group', { name: 'Acréscimo 1' }));
    await user.clear(first.getByRole('textbox', { name: 'Nome' }));
    fireEvent.change(first.getByLabelText('Até'), { target: { value: '18:00' } });
    await user.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    expect(await screen.findByText(DELIVERY_RATES_MESSAGES.rainSurchargeRequired)).toBeInTheDocument();
    expect(first.getByText(DELIVERY_RATES_MESSAGES.label)).toBeInTheDocument();
    expect(first.getByText(DELIVERY_RATES_MESSAGES.sameTimes)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('shows a 422 of the server under its field', async () => {
    const calls = mockRatesApi(() => jsonResponse({ message: DELIVERY_RATES_MESSAGES.perKmNeedsLocation, errors: { perKm: [DELIVERY_RATES_MESSAGES.perKmNeedsLocation] } }, 422));
    const user = renderScreen();
    const perKm = await screen.findByRole('textbox', { name: 'Valor por km' });
    await user.type(perKm, '200');
    await user.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await within(screen.getByRole('region', { name: 'Valor por km' })).findByText(DELIVERY_RATES_MESSAGES.perKmNeedsLocation)).toBeInTheDocument();
    expect(perKm).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only under the plan', async () => {
    mockRatesApi();
    renderScreen('Seu plano não inclui a gestão de entregas.');
    expect(await screen.findByText('Seu plano não inclui a gestão de entregas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar taxas' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Modo chuva desligado' })).toBeDisabled();
  });
});

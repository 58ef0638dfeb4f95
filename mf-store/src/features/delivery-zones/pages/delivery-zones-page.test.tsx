import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_ZONE_MESSAGES, DELIVERY_ZONE_PRECEDENCE_TEXT, type DeliverySimulation, type DeliveryZoneView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { MapTilesProvider } from '@comanda/shared/ui/map';
import type { DeliveryZonesPage } from '../api/delivery-zones-api';
import { DeliveryZonesScreen } from './delivery-zones-page';

jest.setTimeout(60_000);

const STORE = { latitude: -23.5558, longitude: -46.6586 };
const base = { minOrderValue: null, estimatedTime: null, isActive: true, districts: [], city: null, state: null, upToKm: null, polygon: null };
const ZONES: DeliveryZoneView[] = [
  { ...base, id: 1, kind: 'district', name: 'Centro expandido', fee: 5, estimatedTime: '30-45 minutos', sortOrder: 1, districts: ['Bela Vista', 'Consolação'], city: 'São Paulo', state: 'SP' },
  { ...base, id: 2, kind: 'distance', name: 'Anel de 5 km', fee: 8, sortOrder: 2, upToKm: 5 },
  {
    ...base,
    id: 3,
    kind: 'polygon',
    name: 'Paulista desenhada',
    fee: 3.5,
    minOrderValue: 25,
    sortOrder: 3,
    polygon: [
      { latitude: -23.55, longitude: -46.67 },
      { latitude: -23.55, longitude: -46.65 },
      { latitude: -23.57, longitude: -46.65 },
    ],
  },
];
const PAGE: DeliveryZonesPage = { data: ZONES, store: { location: STORE, deliveryRadiusKm: 8, city: 'São Paulo', state: 'SP' }, precedence: DELIVERY_ZONE_PRECEDENCE_TEXT };

const SIMULATED: DeliverySimulation = {
  ok: true,
  zone: { name: 'Paulista desenhada', kind: 'polygon' },
  fee: 6.5,
  baseFee: 6.5,
  distanceFee: 0,
  free: false,
  surcharges: [{ label: 'Modo chuva', amount: 3 }],
  minOrder: 30,
  estimatedTime: '30-45 minutos',
  distanceKm: 0.7,
  address: { district: 'Bela Vista', city: 'São Paulo', state: 'SP', latitude: -23.5613, longitude: -46.6565 },
};

type Reply = (call: ApiCall) => Response | undefined;

function mockZonesApi(reply: Reply = () => undefined) {
  return mockApi((call) => {
    const custom = reply(call);
    if (custom) return custom;
    if (call.path.endsWith('/delivery/zones') && call.method === 'GET') return jsonResponse(PAGE);
    if (call.path.endsWith('/delivery/zones') && call.method === 'POST') return jsonResponse({ data: { ...base, ...(call.body as object), id: 99, sortOrder: 4 } }, 201);
    if (/\/delivery\/zones\/\d+$/.test(call.path) && call.method === 'PUT') return jsonResponse({ data: { ...base, ...(call.body as object), id: Number(call.path.split('/').pop()) } });
    if (/\/delivery\/zones\/\d+$/.test(call.path) && call.method === 'DELETE') return noContent();
    if (call.path.endsWith('/delivery/simulate')) return jsonResponse({ data: SIMULATED });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
}

function renderScreen(refusal: string | null = null) {
  renderWithProviders(
    <MapTilesProvider tiles={null}>
      <DeliveryZonesScreen refusal={refusal} />
    </MapTilesProvider>,
    { route: '/store/delivery/zones', preloadedState: authStateFor(makeUser('store_owner')) },
  );
  return userEvent.setup();
}

const writes = (calls: ApiCall[], method: string) => calls.filter((c) => c.method === method && c.path.includes('/delivery/'));

afterEach(() => jest.restoreAllMocks());

describe('DeliveryZonesScreen', () => {
  it('draws every zone on the map, lists them in the order the checkout applies them and states the precedence', async () => {
    mockZonesApi();
    renderScreen();
    expect(await screen.findByTestId('zone-precedence')).toHaveTextContent(/^Quando zonas se sobrepõem vale: 1º polígono desenhado, 2º lista de bairros, 3º anel de distância/);
    const map = screen.getByRole('region', { name: 'Mapa das zonas de entrega' });
    expect(within(map).getByRole('button', { name: 'Localização da loja' })).toBeInTheDocument();
    // The radius, the ring (circles) and the polygon.
    expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(3);
    const rows = within(screen.getByRole('table', { name: 'Zonas de entrega' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Paulista desenhada', 'Centro expandido', 'Anel de 5 km']);
    expect(rows[0]).toHaveTextContent('Polígono desenhado');
    expect(rows[0]).toHaveTextContent(/R\$\s3,50/);
    expect(rows[0]).toHaveTextContent(/R\$\s25,00/);
    expect(rows[1]).toHaveTextContent('Bela Vista, Consolação (São Paulo/SP)');
    expect(rows[2]).toHaveTextContent('Até 5 km da loja');
  });

  it('draws a polygon by clicking the map (with "Desfazer ponto") and saves it', async () => {
    const calls = mockZonesApi();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Nova zona' }));
    await user.click(screen.getByRole('menuitem', { name: 'Polígono desenhado' }));
    const dialog = await screen.findByRole('dialog', { name: /Nova zona: polígono/ });
    const drawing = within(dialog).getByRole('region', { name: 'Mapa para desenhar o polígono' }).querySelector('.leaflet-container')!;
    for (const [x, y] of [
      [10, 10],
      [80, 10],
      [200, 200],
      [10, 90],
    ])
      fireEvent.click(drawing, { clientX: x, clientY: y });
    expect(within(dialog).getByRole('status')).toHaveTextContent('4 pontos');
    expect(within(dialog).getByRole('button', { name: 'Ponto 4' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer ponto' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 pontos');
    expect(within(dialog).queryByRole('button', { name: 'Ponto 4' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da zona' }), 'Vila Nova');
    await user.type(within(dialog).getByRole('textbox', { name: 'Taxa de entrega' }), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar zona' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    const body = writes(calls, 'POST')[0]!.body as { kind: string; name: string; fee: number; polygon: { latitude: number; longitude: number }[] };
    expect(body).toMatchObject({ kind: 'polygon', name: 'Vila Nova', fee: 4.5, districts: [], upToKm: null });
    expect(body.polygon).toHaveLength(3);
    expect(new Set(body.polygon.map((p) => `${p.latitude},${p.longitude}`)).size).toBe(3);
    expect(await screen.findByText('Zona Vila Nova criada.')).toBeInTheDocument();
  });

  it('refuses a bairro list without bairros with the shared messages, and shows a 422 from the server under its field', async () => {
    const calls = mockZonesApi((call) =>
      call.method === 'POST' && call.path.endsWith('/delivery/zones') ? jsonResponse({ message: DELIVERY_ZONE_MESSAGES.ringRange, errors: { upToKm: [DELIVERY_ZONE_MESSAGES.ringRange] } }, 422) : undefined,
    );
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Nova zona' }));
    await user.click(screen.getByRole('menuitem', { name: 'Lista de bairros' }));
    let dialog = await screen.findByRole('dialog', { name: /lista de bairros/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar zona' }));
    expect(within(dialog).getByText(DELIVERY_ZONE_MESSAGES.name)).toBeInTheDocument();
    expect(within(dialog).getByText(DELIVERY_ZONE_MESSAGES.districts)).toBeInTheDocument();
    expect(within(dialog).getByText(DELIVERY_ZONE_MESSAGES.feeRequired)).toBeInTheDocument();
    // City and UF come from the store.
    expect(within(dialog).getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(writes(calls, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Nova zona' }));
    await user.click(screen.getByRole('menuitem', { name: 'Anel de distância' }));
    dialog = await screen.findByRole('dialog', { name: /anel de distância/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da zona' }), 'Anel grande');
    await user.type(within(dialog).getByRole('textbox', { name: 'Raio do anel' }), '7,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Taxa de entrega' }), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar zona' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]!.body).toMatchObject({ kind: 'distance', upToKm: 7.5, fee: 12, polygon: null });
    expect(await within(dialog).findAllByText(DELIVERY_ZONE_MESSAGES.ringRange)).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Raio do anel' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches a zone off and edits another, keeping its order', async () => {
    const calls = mockZonesApi();
    const user = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Zona Anel de 5 km ativa' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0]).toMatchObject({ path: expect.stringMatching(/\/stores\/10\/delivery\/zones\/2$/), body: { kind: 'distance', upToKm: 5, isActive: false, sortOrder: 2 } });

    await user.click(screen.getByRole('button', { name: 'Editar Centro expandido' }));
    const dialog = await screen.findByRole('dialog', { name: /Editar zona/ });
    const districts = within(dialog).getByRole('textbox', { name: 'Bairros' });
    expect(districts).toHaveValue('Bela Vista\nConsolação');
    await user.type(districts, '\nRepública');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar zona' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(2));
    expect(writes(calls, 'PUT')[1]!.body).toMatchObject({ kind: 'district', districts: ['Bela Vista', 'Consolação', 'República'], city: 'São Paulo', state: 'SP', sortOrder: 1 });
  });

  it('deletes a zone after confirming', async () => {
    const calls = mockZonesApi();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Excluir Paulista desenhada' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Excluir zona' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(writes(calls, 'DELETE')).toHaveLength(1));
    expect(writes(calls, 'DELETE')[0]!.path).toMatch(/\/delivery\/zones\/3$/);
  });

  it('"Simular endereço": CEP and number → zone, fee, surcharges and time; a refusal is shown as the checkout says it; bad input under its field', async () => {
    let answer: Response = jsonResponse({ data: SIMULATED });
    const calls = mockZonesApi((call) => (call.path.endsWith('/delivery/simulate') ? answer : undefined));
    const user = renderScreen();
    const box = within(await screen.findByRole('form', { name: 'Simular endereço' }));
    await user.type(box.getByRole('textbox', { name: 'CEP' }), '01310100');
    await user.type(box.getByRole('textbox', { name: 'Número' }), '1000');
    await user.click(box.getByRole('button', { name: 'Simular' }));
    const result = await screen.findByTestId('simulation-result');
    expect(calls.find((c) => c.path.endsWith('/simulate'))!.body).toEqual({ cep: '01310-100', number: '1000', subtotal: null });
    expect(result).toHaveTextContent('Zona: Paulista desenhada (polígono desenhado)');
    expect(result).toHaveTextContent(/Taxa: R\$\s6,50/);
    expect(result).toHaveTextContent(/Inclui Modo chuva: \+R\$\s3,00/);
    expect(result).toHaveTextContent('Tempo: 30-45 minutos');
    expect(screen.getByRole('button', { name: 'Endereço simulado' })).toBeInTheDocument();

    answer = jsonResponse({ data: { ok: false, field: 'address.district', message: 'Não entregamos no bairro Moema (São Paulo/SP).' } });
    await user.click(box.getByRole('button', { name: 'Simular' }));
    await waitFor(() => expect(screen.getByTestId('simulation-result')).toHaveTextContent('Não entregamos no bairro Moema (São Paulo/SP).'));

    answer = jsonResponse({ message: 'CEP inválido', errors: { cep: ['CEP inválido'] } }, 422);
    await user.click(box.getByRole('button', { name: 'Simular' }));
    expect(await box.findByText('CEP inválido')).toBeInTheDocument();
    expect(box.getByRole('textbox', { name: 'CEP' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only under the plan: no new zone, no switches, the reason shown', async () => {
    mockZonesApi();
    renderScreen('Seu plano não inclui a gestão de entregas.');
    expect(await screen.findByText('Seu plano não inclui a gestão de entregas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova zona' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Zona Anel de 5 km ativa' })).toBeDisabled();
  });
});

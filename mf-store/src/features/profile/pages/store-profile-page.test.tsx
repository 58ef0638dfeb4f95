import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreProfile } from '@comanda/shared/domain';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { StoreProfilePage } from './store-profile-page';

jest.setTimeout(40_000);
// Leaflet needs a real layout engine; the pin is covered by the latitude/longitude fields here and by e2e.
jest.mock('../components/location-map', () => ({ LocationMap: () => <div>mapa</div> }));

const PROFILE: StoreProfile = {
  id: 10,
  name: 'Pizzaria Bella Napoli',
  slug: 'pizzaria-bella-napoli',
  description: 'Pizzas de forno a lenha',
  logo: null,
  cover: null,
  primaryColor: '#ffffff',
  secondaryColor: null,
  backgroundColor: '#ffffff',
  textColor: '#222222',
  phone: '1134567890',
  whatsapp: null,
  email: 'contato@bellanapoli.com.br',
  cep: '01304001',
  address: 'Rua Augusta',
  number: '1650',
  complement: null,
  district: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5518,
  longitude: -46.6566,
  previousSlugs: [],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi() {
  const puts: Record<string, unknown>[] = [];
  let current = PROFILE;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'PUT') {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      current = { ...PROFILE, ...body, previousSlugs: body.slug === PROFILE.slug ? [] : [PROFILE.slug] };
      return json({ data: current });
    }
    return json({ data: current });
  });
  return puts;
}

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  renderWithProviders(<StoreProfilePage />, { route: '/store/profile', preloadedState: authStateFor(makeUser('store_owner')) });
  return userEvent.setup({ delay: null });
}

describe('StoreProfilePage', () => {
  it('shows the live contrast and refuses to save text that does not reach 4.5:1', async () => {
    const puts = mockApi();
    const user = renderPage();
    const textColour = await screen.findByRole('textbox', { name: 'Cor do texto' });
    expect(screen.getByText(/Contraste do texto sobre o fundo/)).toHaveTextContent('15,90:1');

    fireEvent.change(textColour, { target: { value: '#aaaaaa' } });
    expect(screen.getByText(/Contraste do texto sobre o fundo/)).toHaveTextContent('2,32:1');
    expect(screen.getAllByText('Abaixo de 4,5:1')).toHaveLength(1);
    // A blank colour is measured as the default the storefront uses (#212121 on #ffffff), never as "—".
    fireEvent.change(textColour, { target: { value: '' } });
    expect(screen.getByText(/Contraste do texto sobre o fundo/)).toHaveTextContent('16,10:1');
    fireEvent.change(textColour, { target: { value: '#aaaaaa' } });

    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('O texto sobre o fundo tem contraste 2,32:1; o mínimo é 4,5:1.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves the normalised profile (digits for phones) and warns that the old address keeps working', async () => {
    const puts = mockApi();
    const user = renderPage();
    const slug = await screen.findByRole('textbox', { name: /Endereço da loja/ });
    fireEvent.change(slug, { target: { value: 'bella-napoli' } });
    expect(screen.getByText('O endereço antigo /loja/pizzaria-bella-napoli continuará levando à loja.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'WhatsApp' }), { target: { value: '(11) 98765-4321' } });
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ slug: 'bella-napoli', whatsapp: '11987654321', phone: '1134567890', cep: '01304001', latitude: -23.5518 });
    expect(await screen.findByText('Endereços antigos que levam à loja: /loja/pizzaria-bella-napoli')).toBeInTheDocument();
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_DELIVERY_ADDRESSES } from '../src/db/seed/demo-delivery-addresses';

export type FakeProviderCall = { provider: 'cep' | 'geocoder'; path: string; query: Record<string, string>; userAgent?: string };

export type FakeProviders = {
  /** ViaCEP-format base URL, e.g. http://127.0.0.1:4010/ws */
  cepUrl: string;
  /** Nominatim-format base URL, e.g. http://127.0.0.1:4010/nominatim */
  geocoderUrl: string;
  calls: FakeProviderCall[];
  close(): Promise<void>;
};

/** CEPs the fake ViaCEP knows. 99999999 answers HTTP 500; 88888888 never answers (timeout); others `{"erro": "true"}`. */
export const FAKE_CEPS: Record<string, Record<string, string>> = {
  '01310100': { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308', ddd: '11' },
  '04538133': { cep: '04538-133', logradouro: 'Avenida Brigadeiro Faria Lima', complemento: 'de 3253 ao fim - lado ímpar', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP', ibge: '3550308', ddd: '11' },
  '22041001': { cep: '22041-001', logradouro: 'Avenida Nossa Senhora de Copacabana', complemento: 'de 1 a 201 - lado ímpar', bairro: 'Copacabana', localidade: 'Rio de Janeiro', uf: 'RJ', ibge: '3304557', ddd: '21' },
  '01304001': { cep: '01304-001', logradouro: 'Rua Augusta', complemento: 'até 1040 - lado par', bairro: 'Consolação', localidade: 'São Paulo', uf: 'SP', ibge: '3550308', ddd: '11' },
  '69005040': { cep: '69005-040', logradouro: 'Avenida Eduardo Ribeiro', complemento: '', bairro: 'Centro', localidade: 'Manaus', uf: 'AM', ibge: '1302603', ddd: '92' },
  // A city-wide CEP (no street, no district), as small towns have: the typed district stands.
  '20999000': { cep: '20999-000', logradouro: '', complemento: '', bairro: '', localidade: 'Rio de Janeiro', uf: 'RJ', ibge: '3304557', ddd: '21' },
};

const masked = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/** The demo stores' delivery addresses (and so the stores' own streets): CEP and point, for offline demos. */
const DEMO_CEPS: Record<string, Record<string, string>> = Object.fromEntries(
  Object.values(DEMO_DELIVERY_ADDRESSES).map((a) => [
    a.cep,
    { cep: masked(a.cep), logradouro: a.address, complemento: '', bairro: a.district, localidade: a.city, uf: a.state },
  ]),
);
const DEMO_POINTS = new Map(Object.values(DEMO_DELIVERY_ADDRESSES).map((a) => [a.cep, { lat: String(a.latitude), lon: String(a.longitude), display_name: `${a.address}, ${a.district}, ${a.city}, ${a.state}, Brasil` }]));

/** Street names the fake Nominatim can place (matched case-insensitively inside `q`). "falha-servidor" answers HTTP 500. */
export const FAKE_PLACES: { match: string; lat: string; lon: string; display_name: string }[] = [
  { match: 'avenida paulista', lat: '-23.5613', lon: '-46.6565', display_name: 'Avenida Paulista, Bela Vista, São Paulo, SP, Brasil' },
  { match: 'faria lima', lat: '-23.5868', lon: '-46.6847', display_name: 'Avenida Brigadeiro Faria Lima, Itaim Bibi, São Paulo, SP, Brasil' },
  { match: 'copacabana', lat: '-22.9711', lon: '-43.1822', display_name: 'Avenida Nossa Senhora de Copacabana, Rio de Janeiro, RJ, Brasil' },
  { match: 'rua augusta', lat: '-23.5558', lon: '-46.6586', display_name: 'Rua Augusta, Consolação, São Paulo, SP, Brasil' },
  { match: 'eduardo ribeiro', lat: '-3.1316', lon: '-60.0233', display_name: 'Avenida Eduardo Ribeiro, Centro, Manaus, AM, Brasil' },
];

/** A known street first, else the point of a demo CEP written in the query (00000-000 or 00000000). */
function placeOf(q: string): { lat: string; lon: string; display_name: string } | undefined {
  const street = FAKE_PLACES.find((p) => q.includes(p.match));
  if (street) return street;
  const cep = /\b(\d{5})-?(\d{3})\b/.exec(q);
  return cep ? DEMO_POINTS.get(`${cep[1]}${cep[2]}`) : undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function handle(req: IncomingMessage, res: ServerResponse, calls: FakeProviderCall[]): void {
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = Object.fromEntries(url.searchParams);
  const cep = /^\/ws\/([^/]+)\/json\/?$/.exec(url.pathname);
  if (cep) {
    const digits = cep[1] ?? '';
    calls.push({ provider: 'cep', path: url.pathname, query });
    if (digits === '88888888') return; // never answers: exercises the client timeout
    if (digits === '99999999') return send(res, 500, { message: 'internal error' });
    if (!/^\d{8}$/.test(digits)) return send(res, 400, { erro: true });
    return send(res, 200, FAKE_CEPS[digits] ?? DEMO_CEPS[digits] ?? { erro: 'true' });
  }
  if (url.pathname === '/nominatim/search') {
    calls.push({ provider: 'geocoder', path: url.pathname, query, userAgent: req.headers['user-agent'] });
    const q = (query.q ?? '').toLowerCase();
    if (q.includes('falha-servidor')) return send(res, 500, { error: 'down' });
    const place = placeOf(q);
    return send(res, 200, place ? [{ place_id: 1, lat: place.lat, lon: place.lon, display_name: place.display_name }] : []);
  }
  send(res, 404, { error: 'not found' });
}

export async function startFakeProviders(options: { port?: number; host?: string } = {}): Promise<FakeProviders> {
  const calls: FakeProviderCall[] = [];
  const server = createServer((req, res) => handle(req, res, calls));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    cepUrl: `${base}/ws`,
    geocoderUrl: `${base}/nominatim`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

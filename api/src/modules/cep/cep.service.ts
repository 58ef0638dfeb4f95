import { LruCache } from '../../lib/lru-cache';
import { fetchJson } from '../../lib/fetch-json';
import type { CepAddress } from './cep.schema';

export type CepLookup = (cep: string) => Promise<CepAddress | null>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** ViaCEP-format client: `{provider}/{cep}/json/`; null when the CEP does not exist. Successes are cached. */
export function createCepService(options: { providerUrl: string; timeoutMs: number; cacheSize?: number }): CepLookup {
  const cache = new LruCache<CepAddress>(options.cacheSize ?? 2000, 24 * 60 * 60 * 1000);
  return async (cep) => {
    const cached = cache.get(cep);
    if (cached) return cached;
    const { status, body } = await fetchJson(`${options.providerUrl}/${cep}/json/`, { timeoutMs: options.timeoutMs });
    const data = body as Record<string, unknown> | null;
    if (status >= 400 || !data || typeof data !== 'object' || data.erro === true || data.erro === 'true') return null;
    const address: CepAddress = {
      cep: str(data.cep) || `${cep.slice(0, 5)}-${cep.slice(5)}`,
      logradouro: str(data.logradouro),
      complemento: str(data.complemento),
      bairro: str(data.bairro),
      localidade: str(data.localidade),
      uf: str(data.uf),
    };
    cache.set(cep, address);
    return address;
  };
}

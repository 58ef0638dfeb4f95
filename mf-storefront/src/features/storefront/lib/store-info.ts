import { formatBRL, maskCep, maskPhone, onlyDigits } from '@comanda/shared/domain';

/** 0 (or no fee) → 'Grátis'. */
export function deliveryFeeText(feeCents: number | null): string {
  return feeCents && feeCents > 0 ? formatBRL(feeCents) : 'Grátis';
}

export function freeDeliveryAboveText(minFreeCents: number | null): string | null {
  return minFreeCents && minFreeCents > 0 ? `Grátis acima de ${formatBRL(minFreeCents)}` : null;
}

/** wa.me needs the international number: Brazilian numbers without a country code get 55. */
export function whatsappHref(whatsapp: string | null | undefined): string | null {
  const digits = onlyDigits(whatsapp);
  if (!digits) return null;
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}

export function phoneText(phone: string | null | undefined): string | null {
  const digits = onlyDigits(phone);
  if (!digits) return null;
  return digits.length >= 10 && digits.length <= 11 ? maskPhone(digits) : String(phone);
}

export type StoreAddress = {
  address?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  cep?: string | null;
};

/** 'Rua Augusta, 1500 - Loja 2' / 'Consolação' / 'São Paulo/SP' / 'CEP 01304-001', skipping what is missing. */
export function addressLines({ address, number, complement, district, city, state, cep }: StoreAddress): string[] {
  const street = [address, number].filter(Boolean).join(', ');
  const streetLine = [street, complement].filter(Boolean).join(' - ');
  const cityLine = [city, state].filter(Boolean).join('/');
  const cepDigits = onlyDigits(cep);
  return [streetLine, district ?? '', cityLine, cepDigits ? `CEP ${maskCep(cepDigits)}` : ''].filter(Boolean);
}

const KM = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '0-8 km'; null when the store has no range. */
export function deliveryRangeText(range: { min?: number | string | null; max?: number | string | null } | null | undefined): string | null {
  const max = Number(range?.max);
  if (!range || range.max === null || range.max === undefined || !Number.isFinite(max)) return null;
  const min = Number(range.min ?? 0);
  return `${KM.format(Number.isFinite(min) ? min : 0)}-${KM.format(max)} km`;
}

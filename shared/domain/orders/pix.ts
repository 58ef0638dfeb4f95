import crc16ccitt from 'crc/calculators/crc16ccitt';

/**
 * Static PIX "copia e cola" (EMV® BR Code, Manual de Padrões para Iniciação do Pix, BCB): TLV fields
 * id(2) + length(2) + value, closed by the CRC16-CCITT (poly 0x1021, init 0xFFFF) of everything up
 * to and including '6304'.
 */
export type PixInput = {
  /** Chave PIX: e-mail, CPF/CNPJ digits, +55 phone or random key (EVP). */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number | null;
  /** Transaction id shown on the payer's statement: up to 25 of [A-Za-z0-9]; '***' when absent. */
  txid?: string | null;
  description?: string | null;
};

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The BR Code charset is ASCII: 'São Paulo' → 'Sao Paulo'. */
function ascii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim()
    .slice(0, max);
}

export function pixCrc16(payload: string): string {
  return crc16ccitt(new TextEncoder().encode(payload)).toString(16).toUpperCase().padStart(4, '0');
}

export function pixTxid(raw: string | null | undefined): string {
  const clean = (raw ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  return clean === '' ? '***' : clean;
}

export function buildPixCode(input: PixInput): string {
  const account = tlv('00', 'br.gov.bcb.pix') + tlv('01', input.key.trim()) + (input.description ? tlv('02', ascii(input.description, 40)) : '');
  const amount = input.amountCents !== null && input.amountCents > 0 ? tlv('54', (input.amountCents / 100).toFixed(2)) : '';
  const payload =
    tlv('00', '01') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amount +
    tlv('58', 'BR') +
    tlv('59', ascii(input.merchantName, 25) || 'Loja') +
    tlv('60', ascii(input.merchantCity, 15) || 'Brasil') +
    tlv('62', tlv('05', pixTxid(input.txid))) +
    '6304';
  return payload + pixCrc16(payload);
}

import { buildPixCode, pixCrc16, pixTxid } from './pix';

describe('PIX BR Code', () => {
  it('matches the example of the BCB manual (CRC 1D3D)', () => {
    const code = buildPixCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', amountCents: null });
    expect(code).toBe('00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D');
  });

  it('carries the exact amount with a dot and two decimals, and a clean txid', () => {
    const code = buildPixCode({ key: 'pix@bellanapoli.com.br', merchantName: 'Pizzaria Bella Napoli', merchantCity: 'São Paulo', amountCents: 5490, txid: 'PED-0042' });
    expect(code).toContain('540554.90');
    expect(code).toContain('6009Sao Paulo');
    expect(code).toContain('0507PED0042');
    expect(code.slice(-4)).toBe(pixCrc16(code.slice(0, -4)));
  });

  it('truncates the merchant name to 25 ASCII characters', () => {
    const code = buildPixCode({ key: 'k', merchantName: 'Açaí da Praia Muito Comprido Demais', merchantCity: 'Rio', amountCents: 100 });
    expect(code).toContain('5925Acai da Praia Muito Compr');
  });

  it('uses *** when there is no usable txid', () => {
    expect(pixTxid('--')).toBe('***');
    expect(pixTxid('a'.repeat(40))).toHaveLength(25);
  });
});

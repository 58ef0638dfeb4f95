import { addressLines, deliveryFeeText, deliveryRangeText, freeDeliveryAboveText, phoneText, whatsappHref } from './store-info';

const nbsp = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('delivery fee texts', () => {
  it('shows the fee, or Grátis when zero', () => {
    expect(nbsp(deliveryFeeText(700))).toBe('R$ 7,00');
    expect(deliveryFeeText(0)).toBe('Grátis');
    expect(deliveryFeeText(null)).toBe('Grátis');
  });

  it("shows 'Grátis acima de' only for a positive minimum", () => {
    expect(nbsp(freeDeliveryAboveText(8000))).toBe('Grátis acima de R$ 80,00');
    expect(freeDeliveryAboveText(0)).toBeNull();
    expect(freeDeliveryAboveText(null)).toBeNull();
  });
});

describe('contact', () => {
  it('links WhatsApp with digits only and the country code', () => {
    expect(whatsappHref('(11) 98888-7777')).toBe('https://wa.me/5511988887777');
    expect(whatsappHref('5511988887777')).toBe('https://wa.me/5511988887777');
    expect(whatsappHref('')).toBeNull();
  });

  it('masks phones', () => {
    expect(phoneText('1133334444')).toBe('(11) 3333-4444');
    expect(phoneText('11988887777')).toBe('(11) 98888-7777');
    expect(phoneText(null)).toBeNull();
  });
});

describe('addressLines', () => {
  it('formats the full address with a masked CEP', () => {
    expect(
      addressLines({ address: 'Rua Augusta', number: '1500', complement: 'Loja 2', district: 'Consolação', city: 'São Paulo', state: 'SP', cep: '01304001' }),
    ).toEqual(['Rua Augusta, 1500 - Loja 2', 'Consolação', 'São Paulo/SP', 'CEP 01304-001']);
  });

  it('skips missing parts', () => {
    expect(addressLines({ address: 'Av. Brasil', city: 'Rio de Janeiro' })).toEqual(['Av. Brasil', 'Rio de Janeiro']);
    expect(addressLines({})).toEqual([]);
  });
});

describe('deliveryRangeText', () => {
  it('formats min-max km', () => {
    expect(deliveryRangeText({ min: 0, max: 8 })).toBe('0-8 km');
    expect(deliveryRangeText({ min: 1.5, max: '10' })).toBe('1,5-10 km');
    expect(deliveryRangeText({ max: 5 })).toBe('0-5 km');
  });

  it('is null without a range', () => {
    expect(deliveryRangeText(null)).toBeNull();
    expect(deliveryRangeText({ min: 0, max: null })).toBeNull();
  });
});

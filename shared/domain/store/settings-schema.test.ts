import { ValidationError } from 'yup';
import { yupFieldErrors } from '../validation';
import { pauseOrdersSchema, PRODUCT_DISPLAY_STYLES, storeSettingsSchema } from './settings-schema';

const VALID = {
  openingHours: { monday: ['11:30-15:00', '18:00-23:00'], friday: ['18:00-02:00'] },
  holidays: [{ date: '2026-12-25', ranges: [] }],
  orderTypes: ['delivery', 'pickup'],
  paymentMethods: ['pix', 'cash'],
  pixKeyType: 'phone',
  pixKey: '(11) 98765-4321',
  minOrderValue: 25.5,
  deliveryTime: '30-45 minutos',
  deliveryFee: 7.9,
  minFreeDeliveryValue: 60,
  deliveryRadiusKm: 4.5,
  productDisplayStyle: 'grid',
  productsPerPage: 12,
  quantityLimits: { optionCopies: null, lineQuantity: 10, orderUnits: null },
};

async function errorsOf(patch: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await storeSettingsSchema.validate({ ...VALID, ...patch }, { abortEarly: false });
    return {};
  } catch (error) {
    return yupFieldErrors(error as ValidationError);
  }
}

describe('storeSettingsSchema', () => {
  it('accepts a week with several intervals, one past midnight, and a closed holiday', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('names each wrong field in Portuguese', async () => {
    expect(await errorsOf({ openingHours: { monday: ['18:00-02:00', '23:00-23:30'] } })).toEqual({ 'openingHours.monday': ['Os horários de segunda-feira se sobrepõem'] });
    expect(await errorsOf({ holidays: [{ date: '2026-12-25', ranges: [] }, { date: '2026-12-25', ranges: ['10:00-12:00'] }] })).toEqual({ holidays: ['Há mais de uma exceção para a mesma data'] });
    expect(await errorsOf({ paymentMethods: [] })).toMatchObject({ paymentMethods: ['Escolha ao menos uma forma de pagamento'] });
    expect(await errorsOf({ pixKeyType: 'random', pixKey: 'abc' })).toEqual({ pixKey: [expect.stringMatching(/^Chave PIX inválida: a chave aleatória/)] });
    expect(await errorsOf({ pixKeyType: null })).toEqual({ pixKeyType: ['Informe o tipo da chave PIX'] });
    expect(await errorsOf({ productsPerPage: 100 })).toEqual({ productsPerPage: [expect.stringContaining('60')] });
  });

  it('takes no PIX key when PIX is not accepted', async () => {
    expect(await errorsOf({ paymentMethods: ['cash'], pixKeyType: null, pixKey: null })).toEqual({});
  });

  it('takes the delivery fee, the free-delivery value and the radius; the fee is never blank', async () => {
    expect(await errorsOf({ minFreeDeliveryValue: null, deliveryRadiusKm: null, deliveryFee: 0 })).toEqual({});
    expect(await errorsOf({ deliveryFee: null })).toEqual({ deliveryFee: ['Informe a taxa de entrega (R$ 0,00 = entrega grátis)'] });
    // Left out (a client that does not know them): valid, the API keeps what is stored.
    expect(await errorsOf({ deliveryFee: undefined, minFreeDeliveryValue: undefined, deliveryRadiusKm: undefined })).toEqual({});
    expect(await errorsOf({ deliveryFee: -1 })).toEqual({ deliveryFee: ['A taxa de entrega deve ficar entre R$ 0,00 e R$ 500,00'] });
    expect(await errorsOf({ minFreeDeliveryValue: 0 })).toEqual({ minFreeDeliveryValue: ['O valor para entrega grátis deve ser maior que R$ 0,00 e no máximo R$ 10.000,00'] });
    expect(await errorsOf({ deliveryRadiusKm: 0 })).toEqual({ deliveryRadiusKm: ['O raio de entrega deve ser maior que 0 e no máximo 100 km'] });
    expect(await errorsOf({ deliveryRadiusKm: 'longe' })).toEqual({ deliveryRadiusKm: ['O raio de entrega deve ser maior que 0 e no máximo 100 km'] });
  });

  it('offers every display style of the spec, the carousel included', async () => {
    expect(PRODUCT_DISPLAY_STYLES).toEqual(['grid', 'list', 'carousel']);
    expect(await errorsOf({ productDisplayStyle: 'carousel' })).toEqual({});
    expect(await errorsOf({ productDisplayStyle: 'mosaico' })).toEqual({ productDisplayStyle: ['Escolha grade, lista ou carrossel'] });
  });
});

describe('pauseOrdersSchema', () => {
  it("takes 'tomorrow' and refuses an unknown mode", async () => {
    expect(await pauseOrdersSchema.validate({ mode: 'tomorrow' })).toEqual({ mode: 'tomorrow', message: null });
    await expect(pauseOrdersSchema.validate({ mode: 'sempre' })).rejects.toThrow();
  });
});

import { normalizeProductOptions } from '../catalog/normalize';
import type { Product } from '../catalog/product';
import { mealDeliveryPrice } from './price';
import { MEAL_SUBSCRIPTION_MESSAGES as M } from './rules';
import { mealSubscriptionSchema, pauseMealSubscriptionSchema, skipMealDeliverySchema } from './schema';

const TODAY = '2026-12-01';
const valid = { product_id: 1, frequency: 'weekly', weekdays: ['friday'], start_date: '2026-12-02', address_id: 3, payment_method: 'cash' };

const errorsOf = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (err) {
    const e = err as { inner: { path: string; message: string }[] };
    return Object.fromEntries(e.inner.map((i) => [i.path, i.message]));
  }
};

describe('subscription schema', () => {
  it('accepts a weekly subscription and drops fields its frequency does not use', async () => {
    const v = await mealSubscriptionSchema(TODAY).validate({ ...valid, day_of_month: 5 });
    expect(v).toMatchObject({ quantity: 1, weekdays: ['friday'], day_of_month: null, notes: null });
    const daily = await mealSubscriptionSchema(TODAY).validate({ ...valid, frequency: 'daily' });
    expect(daily.weekdays).toEqual([]);
  });
  it('says per field what is wrong, in Portuguese', async () => {
    expect((await mealSubscriptionSchema(TODAY).validate({ ...valid, start_date: undefined })).start_date).toBe(TODAY);
    expect(await errorsOf(mealSubscriptionSchema(TODAY), { frequency: 'weekly', weekdays: [], start_date: '2026-11-30', payment_method: 'cheque' })).toEqual({
      product_id: M.productRequired,
      weekdays: M.weekdaysRequired,
      start_date: M.startDatePast,
      address_id: M.addressRequired,
      payment_method: M.paymentInvalid,
    });
    expect(await errorsOf(mealSubscriptionSchema(TODAY), { ...valid, frequency: 'monthly', start_date: '2027-03-01' })).toEqual({ day_of_month: M.dayOfMonthRequired, start_date: M.startDateTooFar });
    expect(await errorsOf(mealSubscriptionSchema(TODAY), { ...valid, frequency: 'hourly', start_date: '2026-02-30' })).toEqual({ frequency: M.frequencyInvalid, start_date: M.dateInvalid });
  });
  it('pauses until a later day or indefinitely', async () => {
    expect(await pauseMealSubscriptionSchema(TODAY).validate({})).toEqual({ until: null });
    expect(await errorsOf(pauseMealSubscriptionSchema(TODAY), { until: TODAY })).toEqual({ until: M.pauseUntilPast });
  });
  it('skips future days only', async () => {
    expect(await errorsOf(skipMealDeliverySchema(TODAY), { date: TODAY })).toEqual({ date: M.skipPast });
    expect(await skipMealDeliverySchema(TODAY).validate({ date: '2026-12-04' })).toEqual({ date: '2026-12-04' });
  });
});

describe('price per delivery', () => {
  const raw = {
    sizes: [
      { name: 'P', price: 24.9 },
      { name: 'G', price: 34.9 },
    ],
    proteins: [{ name: 'Ovo', price: 2.5 }],
    has_subscription: true,
    subscription_price: 399,
  };
  const product: Product = { id: 1, name: 'Fit', price: 24.9, promo_price: null, business_type_slug: 'marmitaria', business_type_options: raw } as unknown as Product;
  it('is the engine price of the chosen options times the quantity (the monthly plan price is not charged)', () => {
    const options = normalizeProductOptions('marmitaria', raw)!;
    const size = (options as { sizes: { id: string; name: string; priceCents: number }[] }).sizes[1]!;
    const result = mealDeliveryPrice(product, { selectedSize: size, selectedProteins: [], selectedSides: [], selectedVegetables: [] }, 2, options);
    expect(result).toMatchObject({ ok: true, unitCents: 3490, itemsCents: 6980 });
  });
  it('refuses an option the product does not offer', () => {
    expect(mealDeliveryPrice(product, { selectedSize: { id: 'nope', name: 'X', priceCents: 0 } }, 1).ok).toBe(false);
  });
});

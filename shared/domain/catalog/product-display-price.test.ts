/** @jest-environment node */
import { productDisplayPrice } from './product-price';

describe('productDisplayPrice', () => {
  it('shows the regular price without a promotion', () => {
    expect(productDisplayPrice({ price: 49.9, promo_price: null })).toEqual({ currentCents: 4990, originalCents: null, discount: null });
  });

  it('shows the promotional price, the struck price and the rounded discount', () => {
    expect(productDisplayPrice({ price: 50, promo_price: 40 })).toEqual({ currentCents: 4000, originalCents: 5000, discount: 20 });
    expect(productDisplayPrice({ price: '45.00', promo_price: '39,90' })).toEqual({ currentCents: 3990, originalCents: 4500, discount: 11 });
  });

  it('shows no discount for a promo of zero, equal to or above the price', () => {
    expect(productDisplayPrice({ price: 50, promo_price: 0 }).discount).toBeNull();
    expect(productDisplayPrice({ price: 50, promo_price: 50 })).toEqual({ currentCents: 5000, originalCents: null, discount: null });
    // The card shows what the engine charges (§9: promo_price when above 0), never a different figure.
    expect(productDisplayPrice({ price: 50, promo_price: 60 })).toEqual({ currentCents: 6000, originalCents: null, discount: null });
  });

  it('treats unreadable prices as zero instead of crashing the card', () => {
    expect(productDisplayPrice({ price: 'abc', promo_price: undefined }).currentCents).toBe(0);
  });
});

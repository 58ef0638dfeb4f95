import { cardPrice } from './product-price';

describe('cardPrice', () => {
  it('shows the regular price without a promotion', () => {
    expect(cardPrice({ price: 49.9, promo_price: null })).toEqual({ currentCents: 4990, originalCents: null, discount: null });
  });

  it('shows the promotional price, the struck price and the rounded discount', () => {
    expect(cardPrice({ price: 50, promo_price: 40 })).toEqual({ currentCents: 4000, originalCents: 5000, discount: 20 });
    expect(cardPrice({ price: '45.00', promo_price: '39,90' })).toEqual({ currentCents: 3990, originalCents: 4500, discount: 11 });
  });

  it('ignores a promo of zero, equal to or above the price', () => {
    expect(cardPrice({ price: 50, promo_price: 0 }).discount).toBeNull();
    expect(cardPrice({ price: 50, promo_price: 50 })).toEqual({ currentCents: 5000, originalCents: null, discount: null });
    expect(cardPrice({ price: 50, promo_price: 60 }).currentCents).toBe(5000);
  });

  it('treats unreadable prices as zero instead of crashing the card', () => {
    expect(cardPrice({ price: 'abc', promo_price: undefined }).currentCents).toBe(0);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@comanda/shared/state';
import { useStoreCart } from './use-store-cart';

function wrapperFor(store = createAppStore()) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

const pizza = { id: 1, name: 'Pizza Margherita', image: null, basePrice: 4990, price: 5490, quantity: 1, selectedOptions: null };

describe('useStoreCart', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the cart per store in browser storage and restores it', () => {
    const first = renderHook(() => useStoreCart(7), { wrapper: wrapperFor() });
    act(() => {
      first.result.current.add(pizza);
      first.result.current.add({ ...pizza, quantity: 2 });
    });
    expect(first.result.current.count).toBe(3);
    expect(first.result.current.cart.items).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('comanda:cart:7')!).items[0].quantity).toBe(3);

    const reloaded = renderHook(() => useStoreCart(7), { wrapper: wrapperFor() });
    expect(reloaded.result.current.cart.items[0]).toMatchObject({ id: 1, quantity: 3 });
    const otherStore = renderHook(() => useStoreCart(8), { wrapper: wrapperFor() });
    expect(otherStore.result.current.cart.items).toHaveLength(0);
  });

  it('never goes below 1, removes, applies coupons and clears', () => {
    const { result } = renderHook(() => useStoreCart(3), { wrapper: wrapperFor() });
    act(() => result.current.add(pizza));
    const lineKey = result.current.cart.items[0]!.lineKey;
    act(() => result.current.setQuantity(lineKey, 0));
    expect(result.current.cart.items[0]!.quantity).toBe(1);
    act(() => result.current.setQuantity(lineKey, 4));
    act(() => result.current.applyCoupon({ code: 'BEMVINDO10', type: 'percentage', value: 10 }));
    expect(result.current.totals).toEqual({ subtotal: 21960, discount: 2196, total: 19764 });
    act(() => result.current.applyCoupon({ code: 'MEGA', type: 'fixed', value: 999999 }));
    expect(result.current.totals.total).toBe(0);
    act(() => result.current.setNotes('sem cebola'));
    act(() => result.current.clear());
    expect(result.current.cart).toMatchObject({ items: [], notes: '', coupon: null });
    act(() => result.current.add(pizza));
    act(() => result.current.remove(result.current.cart.items[0]!.lineKey));
    expect(result.current.count).toBe(0);
  });
});

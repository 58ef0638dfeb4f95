import { screen } from '@testing-library/react';
import { renderWithProviders } from '@comanda/shared/testing';
import type { StoreCoupon } from '../api/coupons-api';
import { CouponsTable } from './coupons-table';

const COUPON: StoreCoupon = {
  id: 7,
  code: 'FRETE5',
  description: null,
  type: 'fixed',
  value: 5,
  min_order_value: 40,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  first_order_only: false,
  is_active: true,
  used_count: 0,
  usage: { orders: 0, discount_total: 0, revenue: 0 },
};

describe('CouponsTable', () => {
  it("hides the 'Ações' column label in 1 px, inside the table's horizontal scroll (it widened the page to 2520 px)", () => {
    renderWithProviders(<CouponsTable coupons={[COUPON]} onDelete={() => undefined} />);
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    const label = screen.getByText('Ações');
    const style = getComputedStyle(label);
    // sx's `width: 1` is 100% (of the viewport, the label being absolutely positioned): 1px here.
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');

    // Its containing block is the scroll container (TableContainer), not the page: on a phone the label sits at the
    // end of the wider table, and placed against the page it made the page as wide as the table.
    const scroller = screen.getByRole('table', { name: 'Cupons' }).parentElement!;
    expect(scroller).toHaveClass('MuiTableContainer-root');
    expect(getComputedStyle(scroller).position).toBe('relative');
    const positioned = (element: Element) => ['relative', 'absolute', 'fixed', 'sticky'].includes(getComputedStyle(element).position);
    let containingBlock = label.parentElement;
    while (containingBlock && !positioned(containingBlock)) containingBlock = containingBlock.parentElement;
    expect(containingBlock).toBe(scroller);
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders, VISUALLY_HIDDEN_STYLE, visuallyHiddenStyleOf } from '@comanda/shared/testing';
import { CouponsTable } from './coupons-table';
import { makeCoupon } from '../test-fixtures';

const COUPON = makeCoupon({ used_count: 0, usage: { orders: 0, discount_total: 0, revenue: 0 } });

describe('CouponsTable', () => {
  it("hides the 'Ações' column label in 1 px, inside the table's horizontal scroll (it widened the page to 2520 px)", () => {
    renderWithProviders(<CouponsTable coupons={[COUPON]} onDelete={() => undefined} />);
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    const label = screen.getByText('Ações');
    expect(visuallyHiddenStyleOf(label)).toEqual(VISUALLY_HIDDEN_STYLE);

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

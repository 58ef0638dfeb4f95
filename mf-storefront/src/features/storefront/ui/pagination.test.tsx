import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationItems } from './pagination';

describe('paginationItems', () => {
  it.each([
    [1, 1, ['previous', 1, 'next']],
    [1, 5, ['previous', 1, 2, 3, 4, 5, 'next']],
    [1, 10, ['previous', 1, 2, 3, 4, 5, 'end-ellipsis', 10, 'next']],
    [6, 10, ['previous', 1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 10, 'next']],
    [10, 10, ['previous', 1, 'start-ellipsis', 6, 7, 8, 9, 10, 'next']],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  const label = (item: string, page: number, selected: boolean) => (item === 'page' ? (selected ? `Página ${page}` : `Ir para a página ${page}`) : item);

  it('marks the current page and moves by page, previous and next', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pagination count={3} page={1} onChange={onChange} aria-label="Páginas" getItemAriaLabel={label} />);
    const user = userEvent.setup();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    // "next" to the last page disables itself: the focus goes to the current page.
    rerender(<Pagination count={3} page={2} onChange={onChange} aria-label="Páginas" getItemAriaLabel={label} />);
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    rerender(<Pagination count={3} page={3} onChange={onChange} aria-label="Páginas" getItemAriaLabel={label} />);
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveFocus();
  });
});

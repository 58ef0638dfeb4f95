import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCarousel } from './product-carousel';

const items = ['A', 'B', 'C', 'D', 'E', 'F'];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderCarousel() {
  return render(<ProductCarousel items={items} getKey={(item) => item} renderItem={(item) => <button type="button">{item}</button>} label="Produtos" />);
}

afterEach(() => setWidth(1024));

describe('ProductCarousel', () => {
  it.each([
    [1280, 4],
    [800, 3],
    [700, 2],
    [390, 1],
  ])('at %i px shows %i slides per view', (width, perView) => {
    setWidth(width);
    renderCarousel();
    const track = screen.getByTestId('product-carousel');
    expect(track).toHaveAttribute('data-per-view', String(perView));
    expect(within(track).getAllByRole('listitem')).toHaveLength(6);
  });

  it('is a labelled region whose buttons scroll one view', async () => {
    renderCarousel();
    const track = screen.getByTestId('product-carousel');
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1800 });
    const scrollBy = jest.fn();
    track.scrollBy = scrollBy;
    fireEvent.scroll(track);

    expect(screen.getByRole('region', { name: 'Produtos' })).toHaveAttribute('aria-roledescription', 'carrossel');
    const previous = screen.getByRole('button', { name: 'Produtos anteriores' });
    const next = await screen.findByRole('button', { name: 'Próximos produtos' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await userEvent.setup().click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 616, behavior: 'smooth' });
  });
});

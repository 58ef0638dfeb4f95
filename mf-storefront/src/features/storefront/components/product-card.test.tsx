import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@comanda/shared/ui';
import { makeProduct } from '../test-fixtures';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof makeProduct>[1] = {}) {
  const onOpen = jest.fn();
  const onQuickAdd = jest.fn();
  const product = makeProduct(7, { name: 'Pizza Calabresa', ...overrides });
  render(<ProductCard product={product} onOpen={onOpen} onQuickAdd={onQuickAdd} />);
  return { product, onOpen, onQuickAdd, card: screen.getByTestId('product-card'), user: userEvent.setup() };
}

describe('ProductCard', () => {
  it('is an article named by the product, with a heading', () => {
    renderCard({ short_description: 'Calabresa e cebola', description: 'Descrição longa' });
    expect(screen.getByRole('article', { name: 'Pizza Calabresa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pizza Calabresa' })).toBeInTheDocument();
    expect(screen.getByText('Calabresa e cebola')).toBeInTheDocument();
    expect(screen.queryByText('Descrição longa')).not.toBeInTheDocument();
  });

  it('shows the discount badge, the promo price and the struck price when 0 < promo < price', () => {
    const { card } = renderCard({ price: 50, promo_price: 40 });
    expect(within(card).getByTestId('discount-badge')).toHaveTextContent('-20%');
    expect(card.querySelector('s')).toHaveTextContent(/R\$\s50,00/);
    expect(card).toHaveTextContent(/R\$\s40,00/);
  });

  it.each([
    ['no promo', null, /R\$\s50,00/],
    ['promo of zero', 0, /R\$\s50,00/],
    ['promo equal to the price', 50, /R\$\s50,00/],
    // The card shows what the engine charges (§9: promo_price when above 0).
    ['promo above the price', 60, /R\$\s60,00/],
  ])('has no badge and no struck price with %s', (_label, promo, shown) => {
    const { card } = renderCard({ price: 50, promo_price: promo });
    expect(within(card).queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
    expect(card).toHaveTextContent(shown);
  });

  it('uses the storage image and falls back to the placeholder on error', () => {
    renderCard({ image: 'products/pizza.jpg' });
    const image = screen.getByRole('img', { name: 'Pizza Calabresa' });
    expect(image).toHaveAttribute('src', '/storage/products/pizza.jpg');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Pizza Calabresa' })).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
  });

  it('shows the placeholder without an image', () => {
    renderCard({ image: null });
    expect(screen.getByRole('img', { name: 'Pizza Calabresa' })).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
  });

  it('never goes below 1 and quick-adds the chosen quantity', async () => {
    const { user, onQuickAdd, product } = renderCard();
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade de Pizza Calabresa' });
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade de Pizza Calabresa' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    await user.click(minus);
    expect(screen.getByRole('group', { name: 'Quantidade de Pizza Calabresa' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    // The option engine that says "no choice needed" loads on the first tap (src/lib/option-engine.ts).
    await waitFor(() => expect(onQuickAdd).toHaveBeenCalledWith(product, 2));
    await waitFor(() => expect(minus).toBeDisabled());
  });

  it('opens the product instead of quick-adding it when it has a required choice (a size)', async () => {
    const { user, onOpen, onQuickAdd, product } = renderCard({
      business_type_slug: 'pizzaria',
      business_type_options: { sizes: [{ name: 'Broto', price: 30 }, { name: 'Grande', price: 50 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(product));
    expect(onQuickAdd).not.toHaveBeenCalled();
  });

  it('stops the quantity at the order line limit', () => {
    renderCard();
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade de Pizza Calabresa' });
    for (let i = 1; i < 99; i += 1) fireEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantidade de Pizza Calabresa' })).toHaveTextContent('99');
    expect(plus).toBeDisabled();
    fireEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantidade de Pizza Calabresa' })).toHaveTextContent('99');
  });

  it('is operable with the keyboard', async () => {
    const { user, onOpen, onQuickAdd } = renderCard();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pizza Calabresa' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.tab(); // '+' (the '-' is disabled at 1)
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onQuickAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 2));
  });
});

describe('ProductCard: image sizes', () => {
  const MAIN = '/storage/uploads/3/product-0123456789abcdef0123-800.webp';
  const SMALL = '/storage/uploads/3/product-0123456789abcdef0123-400.webp';

  it('an uploaded photo offers its 400 and 800 px variants', () => {
    const { card } = renderCard({ image: MAIN });
    const image = within(card).getByRole('img', { name: 'Pizza Calabresa' });
    expect(image).toHaveAttribute('src', MAIN);
    expect(image).toHaveAttribute('srcset', `${SMALL} 400w, ${MAIN} 800w`);
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('a seed or external image is a plain src; a failed one the placeholder without srcset', () => {
    const { card } = renderCard({ image: 'demo/pizza.svg' });
    const image = within(card).getByRole('img', { name: 'Pizza Calabresa' });
    expect(image).toHaveAttribute('src', '/storage/demo/pizza.svg');
    expect(image).not.toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('a failed upload falls back to the placeholder without srcset', () => {
    const { card } = renderCard({ image: MAIN });
    const image = within(card).getByRole('img', { name: 'Pizza Calabresa' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});

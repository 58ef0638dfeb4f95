import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { PublicReviewSummary } from '@comanda/shared/domain';
import { StoreRating } from './store-rating';
import { StoreReviewsSection } from './store-reviews-section';

const SUMMARY: PublicReviewSummary = {
  average_food: 4.5,
  average_delivery: 4,
  count: 2,
  latest: [
    {
      id: 2,
      customer_name: 'Beatriz',
      order_type: 'delivery',
      food_rating: 4,
      delivery_rating: 4,
      comment: 'Massa um pouco crua',
      reply: 'Obrigado, Beatriz! Vamos ajustar o forno.',
      replied_at: '2026-11-25T12:00:00.000Z',
      created_at: '2026-11-24T23:00:00.000Z',
    },
    { id: 1, customer_name: 'Carlos', order_type: 'pickup', food_rating: 5, delivery_rating: null, comment: null, reply: null, replied_at: null, created_at: '2026-11-20T23:00:00.000Z' },
  ],
};

const reviews = (summary: PublicReviewSummary | undefined) => (
  <>
    <StoreRating summary={summary} />
    <StoreReviewsSection summary={summary} />
  </>
);

describe('storefront reviews', () => {
  it('shows the average and count by the name, and the latest reviews with the store’s replies', () => {
    render(reviews(SUMMARY));
    const rating = screen.getByTestId('store-rating');
    expect(rating).toHaveAccessibleName('Nota 4,5 · 2 avaliações');
    expect(rating).toHaveAttribute('href', '#store-reviews');
    expect(rating).toHaveTextContent('4,5· 2 avaliações');
    // The stars are decoration: the link's text says the same.
    expect(within(rating).queryByRole('img')).toBeNull();

    const section = screen.getByRole('region', { name: 'Avaliações' });
    expect(section).toHaveAttribute('id', 'store-reviews');
    expect(within(section).getByTestId('store-reviews-summary')).toHaveTextContent('Comida 4,5 · Entrega 4,0 · 2 avaliações');
    const beatriz = within(section).getByRole('article', { name: 'Avaliação de Beatriz' });
    expect(within(beatriz).getByRole('img', { name: 'Comida: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(within(beatriz).getByRole('img', { name: 'Entrega: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(within(beatriz).getByText('Massa um pouco crua')).toBeInTheDocument();
    expect(within(beatriz).getByText('Resposta da loja')).toBeInTheDocument();
    expect(within(beatriz).getByText('Obrigado, Beatriz! Vamos ajustar o forno.')).toBeInTheDocument();
    expect(within(beatriz).getByText('24/11/2026')).toBeInTheDocument();
    const carlos = within(section).getByRole('article', { name: 'Avaliação de Carlos' });
    expect(within(carlos).getByRole('img', { name: 'Comida: 5 de 5 estrelas' })).toBeInTheDocument();
    expect(within(carlos).queryByText(/Entrega/)).not.toBeInTheDocument();
    expect(within(carlos).queryByText('Resposta da loja')).not.toBeInTheDocument();
  });

  it('nothing before the reviews load (the server render) nor while the store has none', () => {
    expect(renderToString(reviews(undefined))).toBe('');
    const empty = render(reviews({ average_food: null, average_delivery: null, count: 0, latest: [] }));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const none = render(reviews(undefined));
    expect(none.container).toBeEmptyDOMElement();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { PublicReviewSummary } from '@comanda/shared/domain';
import { jsonResponse, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { StoreRating } from './store-rating';
import { StoreReviewsSection } from './store-reviews-section';

const SLUG = 'pizzaria-bella-napoli';

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

function renderReviews(answer: () => Response) {
  const calls = mockApi(answer);
  const view = renderWithProviders(
    <>
      <StoreRating slug={SLUG} />
      <StoreReviewsSection slug={SLUG} />
    </>,
  );
  return { calls, ...view };
}

afterEach(() => jest.restoreAllMocks());

describe('storefront reviews', () => {
  it('shows the average and count by the name, and the latest reviews with the store’s replies (one request)', async () => {
    const { calls } = renderReviews(() => jsonResponse({ data: SUMMARY }));
    const rating = await screen.findByTestId('store-rating');
    expect(rating).toHaveAccessibleName('Nota 4,5 · 2 avaliações');
    expect(rating).toHaveAttribute('href', '#store-reviews');
    expect(rating).toHaveTextContent('4,5· 2 avaliações');

    const section = screen.getByRole('region', { name: 'Avaliações' });
    expect(within(section).getByTestId('store-reviews-summary')).toHaveTextContent('Comida 4,5 · Entrega 4,0 · 2 avaliações');
    const beatriz = within(section).getByRole('article', { name: 'Avaliação de Beatriz' });
    expect(within(beatriz).getByRole('img', { name: 'Comida: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(within(beatriz).getByText('Massa um pouco crua')).toBeInTheDocument();
    expect(within(beatriz).getByText('Resposta da loja')).toBeInTheDocument();
    expect(within(beatriz).getByText('Obrigado, Beatriz! Vamos ajustar o forno.')).toBeInTheDocument();
    expect(within(beatriz).getByText('24/11/2026')).toBeInTheDocument();
    const carlos = within(section).getByRole('article', { name: 'Avaliação de Carlos' });
    expect(within(carlos).queryByText(/Entrega/)).not.toBeInTheDocument();
    expect(within(carlos).queryByText('Resposta da loja')).not.toBeInTheDocument();

    expect(calls.map((c) => c.path)).toEqual([`/api/stores/${SLUG}/reviews/summary`]);
  });

  it('nothing without reviews, nor when the answer is not a review summary', async () => {
    const empty = renderReviews(() => jsonResponse({ data: { average_food: null, average_delivery: null, count: 0, latest: [] } }));
    await waitFor(() => expect(empty.calls).toHaveLength(1));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    jest.restoreAllMocks();

    const odd = renderReviews(() => jsonResponse({ data: { id: 1, name: 'Pizzaria' } }));
    await waitFor(() => expect(odd.calls).toHaveLength(1));
    expect(odd.container).toBeEmptyDOMElement();
  });
});

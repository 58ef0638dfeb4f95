import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type OrderReview as Review, type OrderReviewState } from '@comanda/shared/domain';
import { jsonResponse, mockApi, PUBLIC_ID, renderWithProviders } from '@comanda/shared/testing';
import { TrackedOrderReview } from './tracked-order-review';

const URL_PATH = `/api/orders/track/${PUBLIC_ID}/review`;

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 7,
  order_id: 42,
  order_type: 'delivery',
  food_rating: 5,
  delivery_rating: 4,
  comment: 'Pizza chegou quentinha!',
  reply: null,
  replied_at: null,
  created_at: '2026-11-24T23:00:00.000Z',
  updated_at: '2026-11-24T23:00:00.000Z',
  editable_until: '2026-11-26T23:00:00.000Z',
  editable: true,
  ...overrides,
});

const stateWith = (overrides: Partial<OrderReviewState> = {}): OrderReviewState => ({
  order_id: 42,
  order_type: 'delivery',
  can_submit: true,
  reason: null,
  needs_delivery_rating: true,
  review: null,
  ...overrides,
});

/** GET answers `current`; PUT answers `put(body)` and, when 2xx, becomes the new `current`. */
function mockReviewApi(initial: OrderReviewState, put?: (body: Record<string, unknown>) => Response) {
  let current = initial;
  return mockApi(async (call) => {
    if (call.path !== URL_PATH) return jsonResponse({ message: 'no mock' }, 500);
    if (call.method === 'GET') return jsonResponse({ data: current });
    const body = call.body as Record<string, unknown>;
    const answer = put?.(body);
    if (answer) return answer;
    current = stateWith({ ...current, review: review({ ...(current.review ?? {}), food_rating: body.food_rating as number, delivery_rating: body.delivery_rating as number | null, comment: body.comment as string | null }) });
    return jsonResponse({ data: current }, initial.review ? 200 : 201);
  });
}

afterEach(() => jest.restoreAllMocks());

/** Clicks a star of the named group (a plain click: jsdom has no layout for MUI's hover position). */
const pick = (group: string, stars: number) => fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: `${stars} estrelas` }));

describe('TrackedOrderReview (tracking page)', () => {
  it('rates the food and the delivery, comments and sends; then shows the review with "Editar avaliação"', async () => {
    const calls = mockReviewApi(stateWith());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="completed" />);
    expect(await screen.findByRole('heading', { name: 'Avaliar pedido' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByText(REVIEW_MESSAGES.foodRatingRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.deliveryRatingRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    pick('Comida', 5);
    pick('Entrega', 4);
    await user.type(screen.getByRole('textbox', { name: 'Comentário' }), 'Pizza chegou quentinha!');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ food_rating: 5, delivery_rating: 4, comment: 'Pizza chegou quentinha!' }));
    expect(await screen.findByRole('heading', { name: 'Sua avaliação' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Comida: 5 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Entrega: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByText('Pizza chegou quentinha!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar avaliação' })).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_MESSAGES.sent)).toBeInTheDocument();
  });

  it('edits the review: the form opens with its values; the PUT sends the changes', async () => {
    const calls = mockReviewApi(stateWith({ review: review({ food_rating: 3, delivery_rating: 2, comment: 'Demorou' }) }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="completed" />);
    await user.click(await screen.findByRole('button', { name: 'Editar avaliação' }));
    expect(within(screen.getByRole('radiogroup', { name: 'Comida' })).getByRole('radio', { name: '3 estrelas' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comentário' })).toHaveValue('Demorou');
    pick('Entrega', 5);
    await user.clear(screen.getByRole('textbox', { name: 'Comentário' }));
    await user.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ food_rating: 3, delivery_rating: 5, comment: null }));
    expect(await screen.findByRole('img', { name: 'Entrega: 5 de 5 estrelas' })).toBeInTheDocument();
  });

  it('a pickup asks for the food only; the API’s refusal shows', async () => {
    mockReviewApi(stateWith({ order_type: 'pickup', needs_delivery_rating: false }), () => jsonResponse({ message: REVIEW_MESSAGES.windowClosed }, 409));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="completed" />);
    await screen.findByRole('heading', { name: 'Avaliar pedido' });
    expect(screen.queryByRole('radiogroup', { name: 'Entrega' })).not.toBeInTheDocument();
    pick('Comida', 4);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.windowClosed);
  });

  it('shows the store’s reply; no edit once the window closed', async () => {
    mockReviewApi(stateWith({ can_submit: false, reason: REVIEW_MESSAGES.editClosed, review: review({ editable: false, reply: 'Obrigado, Maria!', replied_at: '2026-11-25T12:00:00.000Z' }) }));
    renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="completed" />);
    const reply = await screen.findByRole('complementary', { name: 'Resposta da loja' });
    expect(reply).toHaveTextContent('Obrigado, Maria!');
    expect(screen.queryByRole('button', { name: 'Editar avaliação' })).not.toBeInTheDocument();
  });

  it('nothing while the order is open (no request), nor when it can no longer be reviewed', async () => {
    const calls = mockReviewApi(stateWith({ can_submit: false, reason: REVIEW_MESSAGES.windowClosed }));
    const open = renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="delivering" />);
    expect(open.container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
    open.unmount();
    const closed = renderWithProviders(<TrackedOrderReview publicId={PUBLIC_ID} status="completed" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(closed.container).toBeEmptyDOMElement();
  });
});

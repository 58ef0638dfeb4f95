import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { REVIEW_MESSAGES, type StoreReview, type StoreReviewListResponse } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { ReviewsPage } from './reviews-page';

jest.setTimeout(60_000);

const review = (overrides: Partial<StoreReview> = {}): StoreReview => ({
  id: 7,
  order_id: 501,
  store_id: 10,
  order_number: 42,
  display_number: '#0042',
  order_type: 'delivery',
  customer_name: 'Beatriz Andrade',
  food_rating: 3,
  delivery_rating: 5,
  comment: 'Massa um pouco crua',
  reply: null,
  replied_at: null,
  replied_by: null,
  reported_at: null,
  report_reason: null,
  edited_after_reply: false,
  created_at: '2026-11-24T23:00:00.000Z',
  updated_at: '2026-11-24T23:00:00.000Z',
  ...overrides,
});

const listOf = (reviews: StoreReview[]): StoreReviewListResponse => ({
  data: reviews,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: reviews.length },
  summary: { average_food: 4.3, average_delivery: 4.8, count: 12, unanswered: 3, reported: 1 },
});

/** The store's reviews; a reply or a report changes the review the next list shows. */
function mockReviews(initial: StoreReview[]) {
  let reviews = initial;
  const calls: ApiCall[] = mockApi((call) => {
    const reply = /\/reviews\/(\d+)\/(reply|report)$/.exec(call.path);
    if (call.method === 'POST' && reply) {
      const body = call.body as { reply?: string; reason?: string };
      if (reply[2] === 'report' && (body.reason ?? '').includes('erro')) return jsonResponse({ message: REVIEW_MESSAGES.alreadyReported }, 409);
      reviews = reviews.map((r) =>
        r.id === Number(reply[1])
          ? reply[2] === 'reply'
            ? { ...r, reply: body.reply!, replied_at: '2026-11-25T12:00:00.000Z', replied_by: { id: 3, name: 'Gerente' } }
            : { ...r, reported_at: '2026-11-25T12:00:00.000Z', report_reason: body.reason! }
          : r,
      );
      return jsonResponse({ data: reviews.find((r) => r.id === Number(reply[1])) });
    }
    return jsonResponse(listOf(reviews));
  });
  return calls;
}

function renderPage(route = '/store/delivery/reviews') {
  return renderWithProviders(
    <Routes>
      <Route path="/store/delivery/reviews" element={<ReviewsPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('reviews screen', () => {
  it('shows the summary and each review with ratings, comment, date and order number', async () => {
    mockReviews([review(), review({ id: 8, order_id: 502, display_number: '#0043', customer_name: 'Carlos', order_type: 'pickup', delivery_rating: null, comment: null, reply: 'Valeu!', replied_by: { id: 3, name: 'Gerente' }, replied_at: '2026-11-25T12:00:00.000Z' })]);
    renderPage();
    const item = await screen.findByRole('article', { name: 'Avaliação do pedido #0042' });
    const summary = screen.getByLabelText('Resumo das avaliações');
    expect(summary).toHaveTextContent('Nota da comida4,3');
    expect(summary).toHaveTextContent('Nota da entrega4,8');
    expect(summary).toHaveTextContent('Avaliações na vitrine12');
    expect(summary).toHaveTextContent('Sem resposta3');
    expect(within(item).getByRole('heading', { name: 'Beatriz Andrade' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Pedido #0042' })).toHaveAttribute('href', '/store/orders/501');
    expect(within(item).getByText(/24\/11\/2026 20:00/)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Comida: 3 de 5 estrelas' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Entrega: 5 de 5 estrelas' })).toBeInTheDocument();
    expect(within(item).getByText('Massa um pouco crua')).toBeInTheDocument();
    expect(within(item).getByText('Sem resposta')).toBeInTheDocument();
    const answered = screen.getByRole('article', { name: 'Avaliação do pedido #0043' });
    expect(within(answered).getByText('Valeu!')).toBeInTheDocument();
    expect(within(answered).getByRole('button', { name: 'Editar resposta' })).toBeInTheDocument();
    expect(within(answered).queryByRole('img', { name: /Entrega/ })).not.toBeInTheDocument();
  });

  it('the filters go to the API and the URL', async () => {
    const calls = mockReviews([review()]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('article', { name: 'Avaliação do pedido #0042' });
    expect(calls[0]!.path).toBe('/api/stores/10/reviews');
    await user.click(screen.getByRole('switch', { name: 'Só sem resposta' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('unanswered')).toBe('1'));
    await user.click(screen.getByRole('combobox', { name: 'Nota da comida' }));
    await user.click(await screen.findByRole('option', { name: '3 estrelas (Regular)' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('rating')).toBe('3'));
    expect(calls.at(-1)!.query.get('unanswered')).toBe('1');
  });

  it('"Responder" publishes the reply; the dialog then edits it', async () => {
    const calls = mockReviews([review()]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Avaliação do pedido #0042' });
    await user.click(within(item).getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog', { name: /Responder/ });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.replyRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Resposta' }), 'Obrigado, Beatriz! Vamos ajustar o forno.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/stores/10/reviews/7/reply', body: { reply: 'Obrigado, Beatriz! Vamos ajustar o forno.' } }));
    expect(await screen.findByText(REVIEW_MESSAGES.replySaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const replied = await screen.findByText('Obrigado, Beatriz! Vamos ajustar o forno.');
    expect(replied).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar resposta' }));
    const edit = await screen.findByRole('dialog', { name: /Editar resposta/ });
    expect(within(edit).getByRole('textbox', { name: 'Resposta' })).toHaveValue('Obrigado, Beatriz! Vamos ajustar o forno.');
  });

  it('"Denunciar" asks for a reason and marks the review; the API’s refusal shows in the dialog', async () => {
    const calls = mockReviews([review()]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const item = await screen.findByRole('article', { name: 'Avaliação do pedido #0042' });
    await user.click(within(item).getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: /Denunciar/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo da denúncia' }), 'erro');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.reportReasonTooShort)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo da denúncia' }), ' de novo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReported);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Motivo da denúncia' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo da denúncia' }), 'Linguagem ofensiva');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ path: '/api/stores/10/reviews/7/report', body: { reason: 'Linguagem ofensiva' } }));
    const marked = await screen.findByText(/Denunciada em .*: Linguagem ofensiva/);
    expect(marked).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Avaliação do pedido #0042' })).queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
  });
});

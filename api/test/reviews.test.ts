// Order reviews (issue 12): the customer rates a completed order through its tracking link or the customer area, once
// per order, editable for REVIEW_EDIT_HOURS; the store reads them (its branches' too), replies publicly and reports
// abuse; the storefront shows the averages and the latest reviews (reported ones left out, first names only).
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_EDIT_HOURS,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  statusFlow,
  type CustomerReviews,
  type OrderReviewState,
  type OrderType,
  type PublicReviewSummary,
  type StoreReviewListResponse,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Tuesday 20:00 in São Paulo: the demo stores are open. The tests move it forward to cross the windows. */
const OPEN_AT = new Date('2026-11-24T20:00:00-03:00');
let clock = OPEN_AT;

let db: TestDb;
let app: FastifyInstance;
let owner: string;
let manager: string;
let rivalOwner: string;
let joao: string;
let otherCustomer: string;
let bellaId: number;
let moemaId: number;
let rivalId: number;

type Placed = { id: number; publicId: string; type: OrderType };

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => clock });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  app.broadcaster.notifyUser = async () => true;
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  manager = await loginAs(app, 'gerente@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  joao = await loginAs(app, 'joao@cliente.com.br');
  otherCustomer = await loginAs(app, 'cliente@comanda.app');
  const idOf = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;
  bellaId = await idOf('pizzaria-bella-napoli');
  moemaId = await idOf('bella-napoli-moema');
  rivalId = await idOf('burger-house');
});
afterAll(async () => {
  await app.close();
  await db.close();
});
afterEach(() => {
  clock = OPEN_AT;
});

async function place(type: OrderType, options: { slug?: string; token?: string; name?: string } = {}): Promise<Placed> {
  const slug = options.slug ?? 'pizzaria-bella-napoli';
  const { product, selection } = withSelection((await productsOf(app, slug)).find((p) => p.business_type_options)!);
  const body = {
    ...PICKUP_CASH([{ product_id: product.id, quantity: 3, selected_options: selection }]),
    customer: { name: options.name ?? 'Maria Souza', phone: '(11) 98888-7777' },
    order_type: type,
    ...(type === 'delivery' ? { address: BELA_VISTA } : {}),
  };
  const res = await placeOrder(app, slug, body, { token: options.token });
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return { id: json(res).data.id, publicId: json(res).data.public_id, type };
}

/** Walks the order to `completed` as the store's owner (a branch's orders too: the owner's membership covers them). */
async function complete(order: Placed, storeId = bellaId): Promise<void> {
  for (const status of statusFlow(order.type).slice(1)) {
    const res = await app.inject({ method: 'POST', url: `/api/stores/${storeId}/orders/${order.id}/status`, headers: bearer(owner), payload: { status } });
    expect({ status, code: res.statusCode }).toEqual({ status, code: 200 });
  }
}

async function completedAt(orderId: number): Promise<number> {
  const [row] = await db.handle.query<{ at: Date }>(`SELECT created_at AS at FROM order_status_history WHERE order_id = $1 AND status = 'completed'`, [orderId]);
  return new Date(row!.at).getTime();
}

const trackReview = (order: Placed) => `/api/orders/track/${order.publicId}/review`;
const putTrack = (order: Placed, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: trackReview(order), payload });
const stateOf = (res: { json: () => unknown }) => (res.json() as { data: OrderReviewState }).data;
const publicSummary = async (slug = 'pizzaria-bella-napoli') => {
  const res = await app.inject({ url: `/api/stores/${slug}/reviews/summary` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: PublicReviewSummary }).data;
};
const storeList = async (token: string, storeId = bellaId, query = '') => app.inject({ url: `/api/stores/${storeId}/reviews${query}`, headers: bearer(token) });
const reviewRows = async (orderId: number) => (await db.handle.query<{ id: number }>('SELECT id FROM order_reviews WHERE order_id = $1', [orderId])).length;

describe('the customer reviews a completed order', () => {
  it('not before the order is completed (409 with the reason); the tracking link then creates it and the store staff hear of it', async () => {
    const order = await place('delivery');
    const before = stateOf(await app.inject({ url: trackReview(order) }));
    expect(before).toEqual({ order_id: order.id, order_type: 'delivery', can_submit: false, reason: REVIEW_MESSAGES.notYet, needs_delivery_rating: true, review: null });
    const early = await putTrack(order, { food_rating: 5, delivery_rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(REVIEW_MESSAGES.notYet);

    await complete(order);
    expect(stateOf(await app.inject({ url: trackReview(order) }))).toMatchObject({ can_submit: true, reason: null, review: null });
    const created = await putTrack(order, { food_rating: 5, delivery_rating: 4, comment: '  Pizza chegou quentinha!  ' });
    expect(created.statusCode).toBe(201);
    const state = stateOf(created);
    expect(state).toMatchObject({ can_submit: true, reason: null, review: { food_rating: 5, delivery_rating: 4, comment: 'Pizza chegou quentinha!', reply: null, editable: true } });
    expect(state.review!.editable_until).toBe(new Date(OPEN_AT.getTime() + REVIEW_EDIT_HOURS * HOUR).toISOString());
    expect(stateOf(await app.inject({ url: trackReview(order) })).review).toEqual(state.review);

    const notices = await db.handle.query<{ title: string; message: string; email: string }>(
      `SELECT n.title, n.message, u.email FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.type = 'review.new' AND (n.data->>'order_id')::int = $1`,
      [order.id],
    );
    expect(notices.map((n) => n.email)).toEqual(expect.arrayContaining(['dono@bellanapoli.com.br', 'gerente@bellanapoli.com.br']));
    expect(notices[0]!.message).toBe('Comida 5/5 (Ótimo) · Entrega 4/5 (Bom)');
  });

  it('edits within the window (one review, same row), refuses after it', async () => {
    const order = await place('delivery');
    await complete(order);
    const first = stateOf(await putTrack(order, { food_rating: 2, delivery_rating: 2, comment: 'Demorou' }));
    clock = new Date(OPEN_AT.getTime() + REVIEW_EDIT_HOURS * HOUR - 60_000);
    const edited = await putTrack(order, { food_rating: 4, delivery_rating: 3, comment: null });
    expect(edited.statusCode).toBe(200);
    expect(stateOf(edited).review).toMatchObject({ id: first.review!.id, food_rating: 4, delivery_rating: 3, comment: null, created_at: first.review!.created_at, updated_at: clock.toISOString() });
    expect(await reviewRows(order.id)).toBe(1);

    clock = new Date(OPEN_AT.getTime() + REVIEW_EDIT_HOURS * HOUR + 60_000);
    const late = await putTrack(order, { food_rating: 1, delivery_rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(REVIEW_MESSAGES.editClosed);
    expect(stateOf(await app.inject({ url: trackReview(order) }))).toMatchObject({ can_submit: false, reason: REVIEW_MESSAGES.editClosed, review: { food_rating: 4, editable: false } });
  });

  it('one review per order: a second submission edits, the database refuses a second row', async () => {
    const order = await place('pickup');
    await complete(order);
    const [a, b] = await Promise.all([putTrack(order, { food_rating: 3 }), putTrack(order, { food_rating: 4 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(await reviewRows(order.id)).toBe(1);
    await expect(db.handle.query(`INSERT INTO order_reviews (order_id, store_id, food_rating) VALUES ($1, $2, 5)`, [order.id, bellaId])).rejects.toThrow(/unique|duplicate/i);
  });

  it('a pickup has no delivery rating; bad input is a 422 per field, in Portuguese', async () => {
    const order = await place('pickup');
    await complete(order);
    expect(stateOf(await app.inject({ url: trackReview(order) })).needs_delivery_rating).toBe(false);
    const withDelivery = await putTrack(order, { food_rating: 5, delivery_rating: 5 });
    expect(withDelivery.statusCode).toBe(422);
    expect(json(withDelivery).errors).toEqual({ delivery_rating: [REVIEW_MESSAGES.deliveryRatingNotAllowed] });
    const bad = await putTrack(order, { food_rating: 6, comment: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ food_rating: [REVIEW_MESSAGES.ratingRange], comment: [REVIEW_MESSAGES.commentTooLong] });
    const garbage = await app.inject({ method: 'PUT', url: trackReview(order), payload: { food_rating: ['5'], comment: { text: 'x' } } });
    expect(garbage.statusCode).toBe(422);
    expect(json(garbage).errors).toEqual({ food_rating: [REVIEW_MESSAGES.foodRatingRequired] });

    const created = await putTrack(order, { food_rating: 5 });
    expect(created.statusCode).toBe(201);
    expect(stateOf(created).review).toMatchObject({ food_rating: 5, delivery_rating: null, order_type: 'pickup' });

    const delivery = await place('delivery');
    await complete(delivery);
    const missing = await putTrack(delivery, { food_rating: 5 });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({ delivery_rating: [REVIEW_MESSAGES.deliveryRatingRequired] });
  });

  it('cancelled orders and orders completed more than the window ago cannot be reviewed', async () => {
    const cancelled = await place('pickup');
    const cancel = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/orders/${cancelled.id}/status`, headers: bearer(owner), payload: { status: 'cancelled', reason: 'Sem massa' } });
    expect(cancel.statusCode).toBe(200);
    const refused = await putTrack(cancelled, { food_rating: 1 });
    expect([refused.statusCode, json(refused).message]).toEqual([409, REVIEW_MESSAGES.cancelled]);

    const old = await place('pickup');
    await complete(old);
    clock = new Date((await completedAt(old.id)) + REVIEW_WINDOW_DAYS * DAY + HOUR);
    const late = await putTrack(old, { food_rating: 5 });
    expect([late.statusCode, json(late).message]).toEqual([409, REVIEW_MESSAGES.windowClosed]);
    expect(stateOf(await app.inject({ url: trackReview(old) }))).toMatchObject({ can_submit: false, reason: REVIEW_MESSAGES.windowClosed });
  });

  it('an unknown link is a 404', async () => {
    expect((await app.inject({ url: '/api/orders/track/00000000-0000-4000-8000-000000000000/review' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/api/orders/track/nao-e-uuid/review', payload: { food_rating: 5 } })).statusCode).toBe(404);
  });
});

describe('the customer area', () => {
  it('reviews the caller’s own order; another customer’s is a 404 and changes nothing', async () => {
    const order = await place('pickup', { token: joao, name: 'João Silva' });
    await complete(order);
    const url = `/api/customer/orders/${order.id}/review`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: bearer(otherCustomer) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers: bearer(otherCustomer), payload: { food_rating: 1 } })).statusCode).toBe(404);
    expect(await reviewRows(order.id)).toBe(0);

    expect(stateOf(await app.inject({ url, headers: bearer(joao) }))).toMatchObject({ can_submit: true, review: null });
    const created = await app.inject({ method: 'PUT', url, headers: bearer(joao), payload: { food_rating: 4, comment: 'Boa' } });
    expect(created.statusCode).toBe(201);
    const [row] = await db.handle.query<{ user_id: number | null }>('SELECT user_id FROM order_reviews WHERE order_id = $1', [order.id]);
    const me = json(await app.inject({ url: '/api/me', headers: bearer(joao) })).id;
    expect(row!.user_id).toBe(me);
    // The same review through the tracking link.
    expect(stateOf(await app.inject({ url: trackReview(order) })).review).toMatchObject({ food_rating: 4, comment: 'Boa' });
  });

  it('GET /customer/reviews: the reviews I wrote and my completed orders still waiting for one, never another customer’s', async () => {
    const reviewed = await place('delivery', { token: joao, name: 'João Silva' });
    const waiting = await place('pickup', { token: joao, name: 'João Silva' });
    const open = await place('pickup', { token: joao, name: 'João Silva' });
    const others = await place('pickup', { token: otherCustomer, name: 'Ana Lima' });
    for (const order of [reviewed, waiting, others]) await complete(order);
    await app.inject({ method: 'PUT', url: `/api/customer/orders/${reviewed.id}/review`, headers: bearer(joao), payload: { food_rating: 5, delivery_rating: 4, comment: 'Chegou quente' } });
    await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${(await db.handle.query<{ id: number }>('SELECT id FROM order_reviews WHERE order_id = $1', [reviewed.id]))[0]!.id}/reply`, headers: bearer(owner), payload: { reply: 'Obrigado, João!' } });

    const mine = async (token: string) => json<{ data: CustomerReviews }>(await app.inject({ url: '/api/customer/reviews', headers: bearer(token) })).data;
    const joaos = await mine(joao);
    expect(joaos.reviews.find((r) => r.order_id === reviewed.id)).toMatchObject({
      food_rating: 5,
      delivery_rating: 4,
      comment: 'Chegou quente',
      reply: 'Obrigado, João!',
      editable: true,
      store: { id: bellaId, slug: 'pizzaria-bella-napoli' },
    });
    const awaiting = joaos.awaiting.find((o) => o.order_id === waiting.id)!;
    expect(awaiting).toMatchObject({ order_type: 'pickup', store: { id: bellaId, name: 'Pizzaria Bella Napoli' } });
    expect(new Date(awaiting.review_until!).getTime() - (await completedAt(waiting.id))).toBe(REVIEW_WINDOW_DAYS * DAY);
    const ids = [...joaos.reviews.map((r) => r.order_id), ...joaos.awaiting.map((o) => o.order_id)];
    expect(ids).not.toContain(open.id);
    expect(ids).not.toContain(others.id);
    expect((await mine(otherCustomer)).awaiting.map((o) => o.order_id)).toContain(others.id);

    // Past the review window, a completed order no longer waits.
    clock = new Date((await completedAt(waiting.id)) + (REVIEW_WINDOW_DAYS + 1) * DAY);
    expect((await mine(joao)).awaiting.map((o) => o.order_id)).not.toContain(waiting.id);
    expect((await app.inject({ url: '/api/customer/reviews' })).statusCode).toBe(401);
  });
});

describe('the store', () => {
  it('lists its reviews with filters, replies (shown on the storefront) and edits the reply', async () => {
    const order = await place('delivery', { name: 'Beatriz Andrade Lima' });
    await complete(order);
    const review = stateOf(await putTrack(order, { food_rating: 3, delivery_rating: 5, comment: 'Massa um pouco crua' })).review!;

    const list = await storeList(manager);
    expect(list.statusCode).toBe(200);
    const body = json<StoreReviewListResponse>(list);
    const row = body.data.find((r) => r.id === review.id)!;
    expect(row).toMatchObject({ order_id: order.id, store_id: bellaId, order_type: 'delivery', customer_name: 'Beatriz Andrade Lima', food_rating: 3, delivery_rating: 5, reply: null, reported_at: null });
    expect(row.display_number).toMatch(/^#\d{4}$/);
    expect(body.summary.count).toBeGreaterThanOrEqual(1);
    expect(body.summary.unanswered).toBeGreaterThanOrEqual(1);

    const onlyThrees = json<StoreReviewListResponse>(await storeList(manager, bellaId, '?rating=3'));
    expect(onlyThrees.data.length).toBeGreaterThan(0);
    expect(onlyThrees.data.every((r) => r.food_rating === 3)).toBe(true);
    const badFilter = await storeList(manager, bellaId, '?rating=9&unanswered=talvez');
    expect(badFilter.statusCode).toBe(422);
    expect(Object.keys(json(badFilter).errors).sort()).toEqual(['rating', 'unanswered']);

    const empty = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/reply`, headers: bearer(manager), payload: { reply: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ reply: [REVIEW_MESSAGES.replyRequired] });
    const replied = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/reply`, headers: bearer(manager), payload: { reply: 'Obrigado, Beatriz! Vamos ajustar o forno.' } });
    expect(replied.statusCode).toBe(200);
    expect(json(replied).data).toMatchObject({ reply: 'Obrigado, Beatriz! Vamos ajustar o forno.', replied_by: { name: expect.any(String) }, edited_after_reply: false });

    const unanswered = json<StoreReviewListResponse>(await storeList(manager, bellaId, '?unanswered=1'));
    expect(unanswered.data.some((r) => r.id === review.id)).toBe(false);
    expect(unanswered.data.every((r) => r.reply === null)).toBe(true);

    const summary = await publicSummary();
    const shown = summary.latest.find((r) => r.id === review.id)!;
    expect(shown).toEqual({
      id: review.id,
      customer_name: 'Beatriz',
      order_type: 'delivery',
      food_rating: 3,
      delivery_rating: 5,
      comment: 'Massa um pouco crua',
      reply: 'Obrigado, Beatriz! Vamos ajustar o forno.',
      replied_at: OPEN_AT.toISOString(),
      created_at: OPEN_AT.toISOString(),
    });
    expect(JSON.stringify(summary)).not.toContain('Andrade');
    expect(JSON.stringify(summary)).not.toContain(order.publicId);

    // The reply is edited; the customer may still edit within the window, and the store sees it changed after its reply.
    await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/reply`, headers: bearer(owner), payload: { reply: 'Obrigado pelo retorno!' } });
    clock = new Date(OPEN_AT.getTime() + HOUR);
    expect((await putTrack(order, { food_rating: 4, delivery_rating: 5, comment: 'Melhorou' })).statusCode).toBe(200);
    const after = json<StoreReviewListResponse>(await storeList(owner)).data.find((r) => r.id === review.id)!;
    expect(after).toMatchObject({ reply: 'Obrigado pelo retorno!', food_rating: 4, edited_after_reply: true });
    expect(stateOf(await app.inject({ url: trackReview(order) })).review).toMatchObject({ reply: 'Obrigado pelo retorno!' });
  });

  it('the storefront averages leave reported reviews out; a review is reported once', async () => {
    const order = await place('pickup', { name: 'Troll da Silva' });
    await complete(order);
    const review = stateOf(await putTrack(order, { food_rating: 1, comment: 'Palavrão' })).review!;
    const before = await publicSummary();
    expect(before.latest.map((r) => r.id)).toContain(review.id);

    const short = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/report`, headers: bearer(manager), payload: { reason: 'x' } });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors).toEqual({ reason: [REVIEW_MESSAGES.reportReasonTooShort] });
    const reported = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/report`, headers: bearer(manager), payload: { reason: 'Linguagem ofensiva' } });
    expect(reported.statusCode).toBe(200);
    expect(json(reported).data).toMatchObject({ report_reason: 'Linguagem ofensiva', reported_at: OPEN_AT.toISOString() });
    const again = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/report`, headers: bearer(manager), payload: { reason: 'De novo, ofensiva' } });
    expect([again.statusCode, json(again).message]).toEqual([409, REVIEW_MESSAGES.alreadyReported]);

    const after = await publicSummary();
    expect(after.latest.map((r) => r.id)).not.toContain(review.id);
    expect(after.count).toBe(before.count - 1);
    // The food average is the visible reviews' own.
    const rows = await db.handle.query<{ avg: string }>(`SELECT round(avg(food_rating), 1)::text AS avg FROM order_reviews WHERE store_id = $1 AND reported_at IS NULL`, [bellaId]);
    expect(after.average_food).toBe(Number(rows[0]!.avg));
    // The store still lists it, marked.
    expect(json<StoreReviewListResponse>(await storeList(manager)).data.find((r) => r.id === review.id)).toMatchObject({ report_reason: 'Linguagem ofensiva' });
  });

  it('another store’s staff are refused (403 on our store, 404 naming our review from theirs); attendants may not manage reviews', async () => {
    const order = await place('pickup');
    await complete(order);
    const review = stateOf(await putTrack(order, { food_rating: 5 })).review!;
    expect((await storeList(rivalOwner)).statusCode).toBe(403);
    const theirs = json<StoreReviewListResponse>(await storeList(rivalOwner, rivalId));
    expect(theirs.data.some((r) => r.id === review.id)).toBe(false);
    for (const action of ['reply', 'report']) {
      const payload = action === 'reply' ? { reply: 'Invasão' } : { reason: 'Denúncia falsa' };
      expect((await app.inject({ method: 'POST', url: `/api/stores/${rivalId}/reviews/${review.id}/${action}`, headers: bearer(rivalOwner), payload })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/${action}`, headers: bearer(rivalOwner), payload })).statusCode).toBe(403);
    }
    const [row] = await db.handle.query<{ reply: string | null; reported_at: Date | null }>('SELECT reply, reported_at FROM order_reviews WHERE id = $1', [review.id]);
    expect(row).toEqual({ reply: null, reported_at: null });
    const attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
    expect((await storeList(attendant)).statusCode).toBe(403);
  });

  it('a branch’s reviews are the branch’s: its storefront shows them, the parent store’s staff manage them', async () => {
    // The demo branch keeps no hours: opened by hand for the order.
    await db.handle.query(`UPDATE stores SET is_open = true WHERE id = $1`, [moemaId]);
    const order = await place('pickup', { slug: 'bella-napoli-moema', name: 'Lucas Moema' });
    await complete(order, bellaId);
    const review = stateOf(await putTrack(order, { food_rating: 2, comment: 'Filial lenta' })).review!;
    expect((await publicSummary('bella-napoli-moema')).latest.map((r) => r.id)).toContain(review.id);
    expect((await publicSummary()).latest.map((r) => r.id)).not.toContain(review.id);

    const parentList = json<StoreReviewListResponse>(await storeList(owner));
    expect(parentList.data.find((r) => r.id === review.id)).toMatchObject({ store_id: moemaId, customer_name: 'Lucas Moema' });
    const onlyBranch = json<StoreReviewListResponse>(await storeList(owner, bellaId, `?branch_id=${moemaId}`));
    expect(onlyBranch.data.map((r) => r.store_id)).toEqual(onlyBranch.data.map(() => moemaId));
    const replied = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/reviews/${review.id}/reply`, headers: bearer(owner), payload: { reply: 'Já reforçamos a equipe da Moema.' } });
    expect(replied.statusCode).toBe(200);
    expect((await publicSummary('bella-napoli-moema')).latest.find((r) => r.id === review.id)!.reply).toBe('Já reforçamos a equipe da Moema.');
  });

  it('the storefront summary of an unknown store is a 404', async () => {
    expect((await app.inject({ url: '/api/stores/loja-que-nao-existe/reviews/summary' })).statusCode).toBe(404);
  });
});

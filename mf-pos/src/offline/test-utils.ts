/**
 * Tests only: an in-memory IndexedDB (import this module before anything that opens the database), a POS sale
 * body, and a fake API that records sales under their Idempotency-Key the way the server does.
 */
import 'fake-indexeddb/auto';
import type { PosSaleInput } from '@comanda/shared/domain';
import type { SendResult, SendSale } from './sale-queue';

export function saleBody(overrides: Partial<PosSaleInput> = {}): PosSaleInput {
  return {
    register_session_id: 31,
    order_type: 'pickup',
    table: null,
    items: [{ product_id: 10, quantity: 2, selected_options: null, notes: null, charged_unit_price_cents: 1500 }],
    customer: null,
    address: undefined,
    discount: null,
    manager_pin: null,
    tenders: [{ method: 'cash', amount_cents: 3000 }],
    allow_partial: false,
    notes: null,
    expected_total_cents: 3000,
    sold_offline_at: new Date('2026-11-25T14:00:00.000Z'),
    ...overrides,
  };
}

export type FakeCall = { storeId: number; key: string; body: string };
/** What the fake server does with one request: record it or not, then answer, or lose the answer (throw). */
export type FakeBehaviour = { status?: number; body?: unknown; record?: boolean; loseAnswer?: boolean; network?: boolean };

/**
 * A POS sales endpoint with the server's idempotency: a key seen with the same body replays (200), with another
 * body is a 409. `next` scripts the answers of the coming requests (default: record and answer normally).
 */
export function fakeServer() {
  const sales = new Map<string, { id: number; body: string }>();
  const calls: FakeCall[] = [];
  const next: FakeBehaviour[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let delayMs = 0;

  const send: SendSale = async (storeId, key, input): Promise<SendResult> => {
    const body = JSON.stringify(input);
    calls.push({ storeId, key, body });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const behaviour = next.shift() ?? {};
      if (behaviour.network) throw new TypeError('Failed to fetch');
      if (behaviour.status && behaviour.record !== true) return { ok: behaviour.status < 300, status: behaviour.status, body: behaviour.body ?? null };
      const existing = sales.get(key);
      let answer: SendResult;
      if (existing && existing.body !== body) answer = { ok: false, status: 409, body: { message: 'Chave de idempotência já usada em outra venda.' } };
      else if (existing) answer = { ok: true, status: 200, body: { data: { order_id: existing.id, replayed: true } } };
      else {
        const id = sales.size + 1;
        sales.set(key, { id, body });
        answer = { ok: true, status: 201, body: { data: { order_id: id, replayed: false } } };
      }
      if (behaviour.loseAnswer) throw new TypeError('Failed to fetch (resposta perdida)');
      return answer;
    } finally {
      inFlight -= 1;
    }
  };

  return {
    send,
    sales,
    calls,
    next,
    get maxInFlight() {
      return maxInFlight;
    },
    slow(ms: number) {
      delayMs = ms;
    },
  };
}

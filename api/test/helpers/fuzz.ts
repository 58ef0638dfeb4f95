import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { DbHandle } from '../../src/db/client';
import type { RegisteredRoute } from '../../src/auth/route-access';

/**
 * Generators of hostile requests for the route fuzz suite (fuzz-routes.test.ts): bodies, query strings,
 * path parameters and headers built from known bad values (the fuzz run of issue 8) and random ones.
 */

// ---------------------------------------------------------------- values

const LONG = 'x'.repeat(20_000);

export const POISON_STRINGS = [
  '\u0000',
  'Ma\u0000ria',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '2026-02-30',
  '1e9999',
  'Infinity',
  'NaN',
  '-0',
  '0x10',
  '',
  ' ',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  '٣٤',
  '１２',
  '😀',
  LONG,
];

export const POISON_NUMBERS = [2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e308, -1e308, 5e-324, 2_147_483_648, -1, 0, 1.5, 1e7, 99_999_999_999];

/** Any UTF-16 code units, lone surrogates and NUL included. */
const utf16String = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 }).map((codes) => String.fromCharCode(...codes));

export const badString = fc.oneof(fc.constantFrom(...POISON_STRINGS), utf16String, fc.string({ maxLength: 40 }));

/** Objects and arrays nested 20 to 400 deep (deeper ones are sent as raw text: see rawBody). */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

const scalar = fc.oneof(badString, fc.constantFrom(...POISON_NUMBERS), fc.double(), fc.integer(), fc.boolean(), fc.constant(null));

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(badString, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepValue },
);

// ---------------------------------------------------------------- bodies

/**
 * Field names the API reads anywhere, so that random bodies reach the schemas' rules and not only
 * "required". `password_confirmation` is left out on purpose: without it no registration or password
 * reset can ever be valid (see WRITE_GUARDS).
 */
const FIELDS = [
  'email', 'password', 'name', 'phone', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state', 'reference',
  'token', 'role', 'store_id', 'current_latitude', 'current_longitude', 'latitude', 'longitude', 'label',
  'socket_id', 'channel_name', 'code', 'subtotal', 'status', 'reason', 'title', 'message', 'type', 'data',
  'order_type', 'items', 'customer', 'payment', 'coupon_code', 'notes', 'expected_total', 'table',
  // Names every plain object already has: yup once looked them up as schema fields.
  'constructor', 'toString', 'hasOwnProperty', '__proto__',
];

const field = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof(arb, badValue), { nil: undefined, freq: 3 });

const orderItem = fc.record(
  {
    product_id: field(fc.integer({ min: 1, max: 400 })),
    quantity: field(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant([3, 4]))),
    selected_options: field(fc.dictionary(fc.constantFrom('selectedSize', 'selectedAddons', 'selectedToppings', 'observacao'), badValue, { maxKeys: 3 })),
    notes: field(badString),
  },
  { requiredKeys: [] },
);

const orderShaped = fc.record(
  {
    order_type: field(fc.constantFrom('delivery', 'pickup', 'dine_in')),
    items: field(fc.array(fc.oneof(orderItem, badValue), { maxLength: 3 })),
    customer: field(fc.record({ name: field(badString), phone: field(badValue), email: field(badString) }, { requiredKeys: [] })),
    payment: field(fc.record({ method: field(fc.constantFrom('cash', 'pix', 'card')), change_for: field(badValue) }, { requiredKeys: [] })),
    address: field(fc.dictionary(fc.constantFrom('cep', 'address', 'number', 'district', 'city', 'state', 'latitude', 'longitude'), badValue, { maxKeys: 8 })),
    expected_total: field(fc.constantFrom(2 ** 53, 1e308, '1e9999', 'Infinity', [100], -1)),
    coupon_code: field(badString),
    notes: field(badString),
    table: field(badString),
  },
  { requiredKeys: [] },
);

export type BodySpec = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string } | { kind: 'none' };

/** Raw texts: broken JSON, nesting far past the limit, other content types. */
const rawBody: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constantFrom(
    '{"email": "a@b.c",',
    '{"__proto__": {"x": 1}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `{"items":[{"product_id":1,"quantity":1,"selected_options":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`,
    '{"expected_total": 1e400}',
    '{"subtotal": -1e400}',
    '"\\u0000"',
    '[]',
    'null',
    '1',
    '',
  ).map((text): BodySpec => ({ kind: 'raw', contentType: 'application/json', text })),
  fc.tuple(fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1'), fc.string({ maxLength: 60 })).map(
    ([contentType, text]): BodySpec => ({ kind: 'raw', contentType, text }),
  ),
);

export const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  { weight: 2, arbitrary: badValue.map((value): BodySpec => ({ kind: 'json', value })) },
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), badValue, { maxKeys: 8 }).map((value): BodySpec => ({ kind: 'json', value })) },
  { weight: 3, arbitrary: orderShaped.map((value): BodySpec => ({ kind: 'json', value })) },
  { weight: 2, arbitrary: rawBody },
);

// ---------------------------------------------------------------- query strings and path parameters

const QUERY_KEYS = ['page', 'per_page', 'status', 'order_type', 'date_from', 'date_to', 'changed_on', 'search', 'branch_id', 'scope', '__proto__', 'constructor', 'toString'];

/** Percent-encodes any string; a lone surrogate goes out as the bytes of one (ED A0 80), as a hostile client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

const queryValue = fc.oneof(badString, fc.constantFrom('2024-02-29', '2026-02-30', '2026-13-01', '0000-00-00', '99999-01-01', 'open', 'pending,confirmed', '-1', '1e9', '999999999999'));

export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), badString), queryValue, { maxKeys: 5 }).map((query) =>
    Object.entries(query)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&'),
  ),
  fc.constantFrom('search=%00', 'date_from=2026-02-30', 'page=%ED%A0%80', 'search=%FF%FE', 'a=1&a=2', 'date_from=1&date_from=2', '__proto__[x]=1', 'constructor[prototype][x]=1', 'page[]=1', '%', 'a=%zz'),
);

/** A segment for a path parameter: the real value sometimes (to reach the handler), hostile otherwise. */
export const pathSegment = (real: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%25', '0', '-1', '2147483648', '99999999999999999999', '1e3', '..', '%2e%2e', 'x'.repeat(3000), randomUUID()) },
    { weight: 2, arbitrary: badString.filter((s) => s !== '').map(encode) },
  );

// ---------------------------------------------------------------- headers

export type Caller = 'anonymous' | 'garbage' | 'owner';

const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

export const garbageAuthorization = fc.oneof(
  headerText,
  headerText.map((s) => `Bearer ${s}`),
  fc.constantFrom(
    'Bearer 99999999999999|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    'Bearer 2147483648|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    'Bearer 1|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    'Bearer -1|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    'Bearer |',
    'Bearer',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'x'.repeat(8000)}`,
  ),
);

export const idempotencyKey = fc.option(fc.oneof(headerText, fc.constantFrom(randomUUID(), 'x'.repeat(500), ' ', 'chave\u00e9')), { nil: undefined });

// ---------------------------------------------------------------- routes and state

/** The routes to fuzz: every registered one but the HEAD twins Fastify adds for GETs. */
export function fuzzableRoutes(table: readonly RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Set<string>();
  return table.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const paramNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/**
 * The whole database as one comparable value: per table, its row count and a hash of every row.
 * `last_used_at` (a token's, touched once a minute by any authenticated request) is left out.
 */
export async function stateFingerprint(db: DbHandle): Promise<Record<string, string>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name <> 'last_used_at'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const out: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const row = `row(${cols.map((c) => `t."${c}"`).join(', ')})::text`;
    const [result] = await db.query<{ n: number; hash: string | null }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(${row}), ',' ORDER BY md5(${row})), '')) AS hash FROM "${table}" t`,
    );
    out[table] = `${result!.n}:${result!.hash}`;
  }
  return out;
}

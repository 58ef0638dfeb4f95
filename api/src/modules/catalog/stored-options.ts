import { normalizeProductOptions, validateProductOptions, type NormalizedProductOptions } from '@comanda/shared/domain';
import type { DbHandle, Statement } from '../../db/client';
import { validationError } from '../../lib/http-error';

/**
 * The product write's options columns: business_type_options canonical (wire shape, reais) and
 * normalized_options (centavos) from the same validation; bad options are a 422 naming each field
 * (`business_type_options.sizes.1.price`). Write both columns in the same statement.
 */
export function productOptionsColumns(slug: string | null, raw: unknown): { businessTypeOptions: Record<string, unknown>; normalizedOptions: NormalizedProductOptions | null } {
  const result = validateProductOptions(slug, raw);
  if (!result.ok) throw validationError(result.errors);
  return { businessTypeOptions: result.options, normalizedOptions: result.normalized };
}

/**
 * The product's options as normalised when it was written (products.normalized_options, migration 0013).
 * A row without them (written before 0013 and not yet backfilled, or whose raw options changed without
 * them: see the migration's trigger) or normalised for another business type is normalised here instead.
 */
export function storedOptionsOf(slug: string | null, raw: unknown, stored: unknown): NormalizedProductOptions | null {
  if (isNormalizedFor(stored, slug)) return stored;
  return normalizeProductOptions(slug, raw, { logger: () => {} });
}

function isNormalizedFor(stored: unknown, slug: string | null): stored is NormalizedProductOptions {
  return stored !== null && typeof stored === 'object' && slug !== null && (stored as { businessType?: unknown }).businessType === slug;
}

const PENDING: Statement = {
  name: 'catalog_products_without_normalized_options',
  text: `
SELECT p.id, coalesce(p.business_type_slug, bt.slug) AS slug, p.business_type_options AS raw
FROM products p
JOIN stores s ON s.id = p.store_id
JOIN business_types bt ON bt.id = s.business_type_id
WHERE p.normalized_options IS NULL AND p.id > $2
ORDER BY p.id
LIMIT $1`,
};

const STORE: Statement = {
  name: 'catalog_store_normalized_options',
  text: `
UPDATE products p SET normalized_options = v.options
FROM jsonb_to_recordset($1::jsonb) AS v(id integer, options jsonb)
WHERE p.id = v.id AND p.normalized_options IS NULL`,
};

const BATCH = 500;

/**
 * Start-up backfill of products.normalized_options (SQL cannot run the TypeScript normaliser): every
 * product of a store with a business type gets its options normalised once. Returns how many rows.
 */
export async function backfillNormalizedOptions(handle: Pick<DbHandle, 'run'>): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const rows = await handle.run<{ id: number; slug: string; raw: unknown }>(PENDING, [BATCH, after]);
    const values = rows.flatMap((row) => {
      const options = normalizeProductOptions(row.slug, row.raw, { logger: () => {} });
      return options === null ? [] : [{ id: row.id, options }];
    });
    if (values.length > 0) await handle.run(STORE, [JSON.stringify(values)]);
    total += values.length;
    if (rows.length < BATCH) return total;
    after = rows[rows.length - 1]!.id;
  }
}

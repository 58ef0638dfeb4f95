import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_COLUMNS,
  IMPORT_MESSAGES,
  catalogNameKey,
  parseCatalogRows,
  spreadsheetPrice,
  validateProductOptions,
  type CatalogColumn,
  type CatalogImportResult,
  type CatalogImportRow,
  type NormalizedProductOptions,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { categories, products, type UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { OutboxLease } from '../../outbox/outbox-events';
import { recordActivity } from '../activity/activity-log';
import { assertWithinPlanLimit } from '../plan-limits/plan-limits';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_STORE_CHANGE } from '../storefront-refresh/store-changes';

/**
 * The options of an imported row (JSON), validated and normalised like any product write
 * (validateProductOptions): both columns, or the first error in Portuguese.
 */
export function checkImportedOptions(
  businessTypeSlug: string | null,
  raw: string,
): { options: Record<string, unknown>; normalized: NormalizedProductOptions | null } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: 'opções não são um JSON válido' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: 'opções devem ser um objeto JSON' };
  const result = validateProductOptions(businessTypeSlug, parsed);
  if (result.ok) return { options: result.options, normalized: result.normalized };
  const [path, messages] = Object.entries(result.errors)[0]!;
  return { error: `opções: ${path.replace(/^business_type_options\./, '')}: ${[messages].flat()[0]}` };
}

export async function exportCatalogRows(db: Db, storeId: number): Promise<string[][]> {
  const rows = await db
    .select({
      category: categories.name,
      product: products.name,
      description: products.description,
      price: products.priceCents,
      promo: products.promoPriceCents,
      active: products.isActive,
      type: products.businessTypeSlug,
      options: products.businessTypeOptions,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.storeId, storeId))
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id));
  // Empty category = without one, empty type = the store's: what the import reads them as (the round trip changes nothing).
  const cells: Record<CatalogColumn, (row: (typeof rows)[number]) => string> = {
    categoria: (row) => row.category ?? '',
    produto: (row) => row.product,
    descrição: (row) => row.description ?? '',
    preço: (row) => spreadsheetPrice(row.price),
    'preço promocional': (row) => spreadsheetPrice(row.promo),
    ativo: (row) => (row.active ? 'sim' : 'não'),
    'tipo de negócio': (row) => row.type ?? '',
    opções: (row) => (Object.keys(row.options).length > 0 ? JSON.stringify(row.options) : ''),
  };
  return [[...CATALOG_COLUMNS], ...rows.map((row) => CATALOG_COLUMNS.map((column) => cells[column](row)))];
}

type PlannedRow = CatalogImportRow & {
  /** The product this row updates; null = a new one. */
  productId: number | null;
  /** Options to write (validated for the row's type); absent = keep the product's. */
  parsedOptions?: Record<string, unknown>;
  normalizedOptions?: NormalizedProductOptions | null;
};
type Plan = { result: CatalogImportResult; rows: PlannedRow[] };
type ExistingProduct = { id: number; businessTypeSlug: string | null; options: Record<string, unknown> };

const productKey = (categoryId: number | null, name: string) => `${categoryId ?? ''}\u0000${catalogNameKey(name)}`;

/** This store's categories by name key (catalogNameKey, as the file is matched); the oldest wins a tie. */
async function categoriesByKey(tx: Db, storeId: number): Promise<Map<string, number>> {
  const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.storeId, storeId)).orderBy(asc(categories.id));
  const byKey = new Map<string, number>();
  for (const row of rows) if (!byKey.has(catalogNameKey(row.name))) byKey.set(catalogNameKey(row.name), row.id);
  return byKey;
}

async function plan(tx: Db, storeId: number, storeTypeSlug: string | null, table: string[][], dryRun: boolean): Promise<Plan> {
  const { rows, errors } = parseCatalogRows(table);
  const existingCategories = await categoriesByKey(tx, storeId);
  const existingProducts = new Map<string, ExistingProduct>();
  const productRows = await tx
    .select({ id: products.id, name: products.name, categoryId: products.categoryId, businessTypeSlug: products.businessTypeSlug, options: products.businessTypeOptions })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.id));
  for (const row of productRows) {
    const key = productKey(row.categoryId, row.name);
    if (!existingProducts.has(key)) existingProducts.set(key, { id: row.id, businessTypeSlug: row.businessTypeSlug, options: row.options });
  }

  const planned: PlannedRow[] = [];
  for (const row of rows) {
    const categoryId = row.category === null ? null : existingCategories.get(catalogNameKey(row.category));
    const existing = categoryId === undefined ? undefined : existingProducts.get(productKey(categoryId, row.product));
    // The row's type: its cell, or (no column) the product's own; null = the store's.
    const ownType = row.businessTypeSlug !== undefined ? row.businessTypeSlug : (existing?.businessTypeSlug ?? null);
    const type = ownType ?? storeTypeSlug;
    const next: PlannedRow = { ...row, productId: existing?.id ?? null };
    const sameType = existing !== undefined && (existing.businessTypeSlug ?? storeTypeSlug) === type;
    if (row.options !== null) {
      const checked = checkImportedOptions(type, row.options);
      if ('error' in checked) {
        errors.push({ line: row.line, message: IMPORT_MESSAGES.line(row.line, checked.error) });
        continue;
      }
      // The options the product already has (as exported) are kept as they are stored: a round trip changes nothing.
      if (!(sameType && isDeepStrictEqual(JSON.parse(row.options), existing.options))) {
        next.parsedOptions = checked.options;
        next.normalizedOptions = checked.normalized;
      }
    } else if (existing && !sameType && Object.keys(existing.options).length > 0) {
      // The type changes and the options are kept: they must fit the new type.
      const checked = checkImportedOptions(type, JSON.stringify(existing.options));
      if ('error' in checked) {
        errors.push({ line: row.line, message: IMPORT_MESSAGES.line(row.line, `as opções atuais do produto não servem para o tipo "${type ?? ''}": informe as opções (${checked.error})`) });
        continue;
      }
      next.parsedOptions = checked.options;
      next.normalizedOptions = checked.normalized;
    }
    planned.push(next);
  }
  errors.sort((a, b) => a.line - b.line);
  const newCategories = planned.filter((r): r is PlannedRow & { category: string } => r.category !== null && !existingCategories.has(catalogNameKey(r.category)));
  const categoriesCreated = [...new Map(newCategories.map((r) => [catalogNameKey(r.category), r.category])).values()];
  const resultRows = planned.map((row) => ({ line: row.line, category: row.category, product: row.product, action: row.productId === null ? ('create' as const) : ('update' as const) }));
  return {
    rows: planned,
    result: { dryRun, created: resultRows.filter((r) => r.action === 'create').length, updated: resultRows.filter((r) => r.action === 'update').length, categoriesCreated, rows: resultRows, errors },
  };
}

/**
 * Dry run: what would be created and updated, and every row's errors. Real import: all rows in one
 * transaction, or none when any row has an error (422 with the same report); the transaction also queues
 * `catalog.updated` for open storefronts (announceStoreChange), which the caller delivers after the commit.
 * Products are matched by name within their category (or among those without one), ignoring accents and case.
 */
export async function importCatalog(
  db: Db,
  store: { id: number; businessTypeSlug: string | null },
  table: string[][],
  dryRun: boolean,
  actor: UserRow,
  lease: OutboxLease,
  now: Date,
): Promise<AnnouncedWrite<CatalogImportResult>> {
  if (dryRun) return { value: (await plan(db, store.id, store.businessTypeSlug, table, true)).result, announcements: NO_STORE_CHANGE };
  return db.transaction(async (tx) => {
    const { rows, result } = await plan(tx, store.id, store.businessTypeSlug, table, false);
    if (result.errors.length > 0) throw new HttpError(422, IMPORT_MESSAGES.hasErrors, { file: result.errors.map((e) => e.message) }, { message: IMPORT_MESSAGES.hasErrors, errors: { file: result.errors.map((e) => e.message) }, data: result });
    if (result.created > 0) await assertWithinPlanLimit(tx, store.id, 'products', now, result.created);
    const categoryIds = await categoriesByKey(tx, store.id);
    const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${categories.sortOrder}), 0) + 1` }).from(categories).where(eq(categories.storeId, store.id));
    let sortOrder = Number(next);
    for (const name of result.categoriesCreated) {
      const [created] = await tx.insert(categories).values({ storeId: store.id, name, sortOrder: sortOrder++ }).returning({ id: categories.id });
      categoryIds.set(catalogNameKey(name), created!.id);
    }
    for (const row of rows) {
      const values = {
        name: row.product,
        description: row.description,
        priceCents: row.priceCents,
        promoPriceCents: row.promoPriceCents,
        isActive: row.active,
        ...(row.businessTypeSlug !== undefined ? { businessTypeSlug: row.businessTypeSlug } : {}),
        ...(row.parsedOptions ? { businessTypeOptions: row.parsedOptions, normalizedOptions: row.normalizedOptions ?? null } : {}),
      };
      if (row.productId !== null) await tx.update(products).set(values).where(and(eq(products.storeId, store.id), eq(products.id, row.productId)));
      else await tx.insert(products).values({ storeId: store.id, categoryId: row.category === null ? null : categoryIds.get(catalogNameKey(row.category))!, ...values });
    }
    await recordActivity(tx, {
      storeId: store.id,
      actor: { id: actor.id, name: actor.name },
      entity: 'catalog_import',
      action: 'imported',
      summary: `Cardápio importado: ${result.created} produtos criados, ${result.updated} atualizados`,
      changes: { products: { from: null, to: { created: result.created, updated: result.updated, categoriesCreated: result.categoriesCreated } } },
    });
    return { value: result, announcements: await announceStoreChange(tx, store.id, lease) };
  });
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { CATALOG_COLUMNS, IMPORT_MESSAGES, parseCatalogRows, spreadsheetPrice, validateProductOptions, type CatalogImportResult, type CatalogImportRow, type NormalizedProductOptions } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { categories, products, type UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordActivity } from '../activity/activity-log';
import { assertWithinPlanLimit } from '../plan-limits/plan-limits';

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

const key = (text: string) => text.trim().toLowerCase();

export async function exportCatalogRows(db: Db, storeId: number): Promise<string[][]> {
  const rows = await db
    .select({ category: categories.name, product: products.name, description: products.description, price: products.priceCents, promo: products.promoPriceCents, active: products.isActive, options: products.businessTypeOptions })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.storeId, storeId))
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id));
  return [
    [...CATALOG_COLUMNS],
    ...rows.map((row) => [
      row.category ?? 'Sem categoria',
      row.product,
      row.description ?? '',
      spreadsheetPrice(row.price),
      spreadsheetPrice(row.promo),
      row.active ? 'sim' : 'não',
      Object.keys(row.options).length > 0 ? JSON.stringify(row.options) : '',
    ]),
  ];
}

type Plan = { result: CatalogImportResult; rows: (CatalogImportRow & { options: string | null; parsedOptions?: Record<string, unknown>; normalizedOptions?: NormalizedProductOptions | null })[] };

async function plan(tx: Db, storeId: number, businessTypeSlug: string | null, table: string[][], dryRun: boolean): Promise<Plan> {
  const { rows, errors } = parseCatalogRows(table);
  const planned: Plan['rows'] = [];
  for (const row of rows) {
    if (row.options === null) {
      planned.push(row);
      continue;
    }
    const checked = checkImportedOptions(businessTypeSlug, row.options);
    if ('error' in checked) errors.push({ line: row.line, message: IMPORT_MESSAGES.line(row.line, checked.error) });
    else planned.push({ ...row, parsedOptions: checked.options, normalizedOptions: checked.normalized });
  }
  errors.sort((a, b) => a.line - b.line);
  const existingCategories = new Map((await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.storeId, storeId))).map((c) => [key(c.name), c.id]));
  const existingProducts = new Set(
    (await tx.select({ name: products.name, categoryId: products.categoryId }).from(products).where(eq(products.storeId, storeId))).map((p) => `${p.categoryId}\u0000${key(p.name)}`),
  );
  const categoriesCreated = [...new Map(planned.filter((r) => !existingCategories.has(key(r.category))).map((r) => [key(r.category), r.category])).values()];
  const resultRows = planned.map((row) => {
    const categoryId = existingCategories.get(key(row.category));
    const exists = categoryId !== undefined && existingProducts.has(`${categoryId}\u0000${key(row.product)}`);
    return { line: row.line, category: row.category, product: row.product, action: exists ? ('update' as const) : ('create' as const) };
  });
  return {
    rows: planned,
    result: { dryRun, created: resultRows.filter((r) => r.action === 'create').length, updated: resultRows.filter((r) => r.action === 'update').length, categoriesCreated, rows: resultRows, errors },
  };
}

/**
 * Dry run: what would be created and updated, and every row's errors. Real import: all rows in one
 * transaction, or none when any row has an error (422 with the same report).
 */
export async function importCatalog(db: Db, store: { id: number; businessTypeSlug: string | null }, table: string[][], dryRun: boolean, actor: UserRow): Promise<CatalogImportResult> {
  if (dryRun) return (await plan(db, store.id, store.businessTypeSlug, table, true)).result;
  return db.transaction(async (tx) => {
    const { rows, result } = await plan(tx, store.id, store.businessTypeSlug, table, false);
    if (result.errors.length > 0) throw new HttpError(422, IMPORT_MESSAGES.hasErrors, { file: result.errors.map((e) => e.message) }, { message: IMPORT_MESSAGES.hasErrors, errors: { file: result.errors.map((e) => e.message) }, data: result });
    if (result.created > 0) await assertWithinPlanLimit(tx, store.id, 'products', result.created);
    const categoryIds = new Map((await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.storeId, store.id))).map((c) => [key(c.name), c.id]));
    const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${categories.sortOrder}), 0) + 1` }).from(categories).where(eq(categories.storeId, store.id));
    let sortOrder = Number(next);
    for (const row of rows) {
      let categoryId = categoryIds.get(key(row.category));
      if (categoryId === undefined) {
        const [created] = await tx.insert(categories).values({ storeId: store.id, name: row.category, sortOrder: sortOrder++ }).returning({ id: categories.id });
        categoryId = created!.id;
        categoryIds.set(key(row.category), categoryId);
      }
      const values = {
        name: row.product,
        description: row.description,
        priceCents: row.priceCents,
        promoPriceCents: row.promoPriceCents,
        isActive: row.active,
        ...(row.parsedOptions ? { businessTypeOptions: row.parsedOptions, normalizedOptions: row.normalizedOptions ?? null } : {}),
      };
      const [updated] = await tx
        .update(products)
        .set(values)
        .where(and(eq(products.storeId, store.id), eq(products.categoryId, categoryId), sql`lower(${products.name}) = ${key(row.product)}`))
        .returning({ id: products.id });
      if (!updated) await tx.insert(products).values({ storeId: store.id, categoryId, ...values });
    }
    await recordActivity(tx, {
      storeId: store.id,
      actor: { id: actor.id, name: actor.name },
      entity: 'catalog_import',
      action: 'imported',
      summary: `Cardápio importado: ${result.created} produtos criados, ${result.updated} atualizados`,
      changes: { products: { from: null, to: { created: result.created, updated: result.updated, categoriesCreated: result.categoriesCreated } } },
    });
    return result;
  });
}

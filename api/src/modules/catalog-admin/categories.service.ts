import { CATALOG_ADMIN_MESSAGES as M, categoryOrderSchema, categoryWriteSchema, type AdminCategory } from '@comanda/shared/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, type CategoryRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { changedFields, recordActivity } from '../activity/activity-log';
import { catalogWrite, type CatalogWriter } from './catalog-write';
import { parseId } from '../../lib/parse-id';


const toAdminCategory = (row: CategoryRow, productsCount: number): AdminCategory => ({
  id: row.id,
  name: row.name,
  is_active: row.isActive,
  sort_order: row.sortOrder,
  products_count: productsCount,
});

/** Every category of the store row (active or not) in display order, with how many products each has. */
export async function listAdminCategories(db: Db, storeId: number): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: categories, productsCount: sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = ${categories.id})::int` })
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => toAdminCategory(r.category, Number(r.productsCount)));
}

async function findCategory(db: Db, storeId: number, rawId: string): Promise<CategoryRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.storeId, storeId))).limit(1);
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: Db, storeId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), sql`lower(${categories.name}) = lower(${name})`, exceptId ? sql`${categories.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw fieldError('name', M.categoryNameTaken);
}

export async function createCategory(writer: CatalogWriter, body: unknown) {
  const input = await validateBody(categoryWriteSchema, body);
  return catalogWrite(writer, async (tx) => {
    await assertNameFree(tx, writer.storeId, input.name);
    const [row] = await tx
      .insert(categories)
      .values({
        storeId: writer.storeId,
        name: input.name,
        isActive: input.is_active,
        sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM categories WHERE store_id = ${writer.storeId})`,
      })
      .returning();
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'category', entityId: row!.id, action: 'created', summary: `Categoria "${row!.name}" criada` });
    return toAdminCategory(row!, 0);
  });
}

export async function updateCategory(writer: CatalogWriter, rawId: string, body: unknown) {
  const input = await validateBody(categoryWriteSchema, body);
  return catalogWrite(writer, async (tx) => {
    const before = await findCategory(tx, writer.storeId, rawId);
    await assertNameFree(tx, writer.storeId, input.name, before.id);
    const [row] = await tx.update(categories).set({ name: input.name, isActive: input.is_active }).where(eq(categories.id, before.id)).returning();
    const changes = changedFields(before, row!, ['name', 'isActive']);
    if (Object.keys(changes).length > 0) {
      const action = 'isActive' in changes && Object.keys(changes).length === 1 ? (row!.isActive ? 'activated' : 'deactivated') : 'updated';
      await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'category', entityId: row!.id, action, summary: `Categoria "${row!.name}" alterada`, changes });
    }
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row!.id));
    return toAdminCategory(row!, Number(n));
  });
}

/** Refused (422) while the category has products: the owner moves or deletes them first, nothing is lost by surprise. */
export async function deleteCategory(writer: CatalogWriter, rawId: string) {
  return catalogWrite(writer, async (tx) => {
    const row = await findCategory(tx, writer.storeId, rawId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row.id));
    if (Number(n) > 0) throw fieldError('category', M.categoryHasProducts(Number(n)));
    await tx.delete(categories).where(eq(categories.id, row.id));
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'category', entityId: row.id, action: 'deleted', summary: `Categoria "${row.name}" excluída` });
    return null;
  });
}

/** The full list of the store's category ids in the new order; anything else (missing, foreign, repeated) is a 422 on `ids`. */
export async function reorderCategories(writer: CatalogWriter, body: unknown) {
  const { ids } = await validateBody(categoryOrderSchema, body);
  return catalogWrite(writer, async (tx) => {
    const own = await tx.select({ id: categories.id }).from(categories).where(eq(categories.storeId, writer.storeId)).for('update');
    const ownIds = new Set(own.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== ownIds.size || !ids.every((id) => ownIds.has(id))) throw fieldError('ids', M.orderIncomplete);
    await tx
      .update(categories)
      .set({ sortOrder: sql`array_position(${`{${ids.join(',')}}`}::int[], ${categories.id})` })
      .where(and(eq(categories.storeId, writer.storeId), inArray(categories.id, ids)));
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'category', action: 'updated', summary: 'Ordem das categorias alterada', changes: { order: { from: null, to: ids } } });
    return listAdminCategories(tx, writer.storeId);
  });
}

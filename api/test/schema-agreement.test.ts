import { is } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * The schema is written twice: SQL migrations (what the database has) and the drizzle tables of
 * src/db/schema*.ts (what the code reads and writes). This migrates a fresh database and compares every
 * table, column, type, nullability and presence of a default; any table added later is covered by itself
 * (every pgTable exported from schema.ts, every table of the migrated schema).
 */

/** Tables the migration runner owns and no code maps. */
const UNMAPPED_TABLES = new Set(['schema_migrations']);

type ColumnShape = { type: string; notNull: boolean; hasDefault: boolean };

/** drizzle's SQL type names, written as PostgreSQL's format_type() writes them. */
export function normaliseType(type: string): string {
  const t = type.toLowerCase().replace(/\s*,\s*/g, ',').replace(/^(timestamp|time) \(/, '$1(').trim();
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
    'timestamp with time zone': 'timestamp with time zone',
  };
  const match = /^([a-z ]+?)(\(.*\))?(\[\])?$/.exec(t);
  if (!match) return t;
  const [, base, args = '', array = ''] = match;
  const name = base === 'varchar' ? 'character varying' : base === 'char' ? 'character' : (aliases[base!] ?? base!);
  return `${name}${args}${array}`;
}

function drizzleTables(): Map<string, Map<string, ColumnShape>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const inPrimaryKey = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns as PgColumn[]) {
      const sqlType = column.getSQLType();
      const serial = /serial$/i.test(sqlType);
      columns.set(column.name, {
        type: normaliseType(sqlType),
        notNull: column.notNull || column.primary || inPrimaryKey.has(column.name),
        // A $defaultFn is filled in by drizzle, not by the database: it is no database default.
        hasDefault: column.default !== undefined || serial || column.generatedIdentity !== undefined,
      });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

type DbColumn = { table_name: string; column_name: string; type: string; is_nullable: 'YES' | 'NO'; column_default: string | null; is_identity: 'YES' | 'NO' };

async function databaseTables(db: TestDb): Promise<Map<string, Map<string, ColumnShape>>> {
  const rows = await db.handle.query<DbColumn>(
    `SELECT c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable, c.column_default, c.is_identity
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     JOIN pg_attribute a ON a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass AND a.attname = c.column_name
     WHERE c.table_schema = current_schema()
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    if (UNMAPPED_TABLES.has(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    columns.set(row.column_name, { type: row.type, notNull: row.is_nullable === 'NO', hasDefault: row.column_default !== null || row.is_identity === 'YES' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every disagreement, one line each, named table.column. */
export function schemaDifferences(database: Map<string, Map<string, ColumnShape>>, code: Map<string, Map<string, ColumnShape>>): string[] {
  const out: string[] = [];
  for (const table of new Set([...database.keys(), ...code.keys()])) {
    const inDb = database.get(table);
    const inCode = code.get(table);
    if (!inCode) {
      out.push(`${table}: table in the migrations, no drizzle table`);
      continue;
    }
    if (!inDb) {
      out.push(`${table}: drizzle table, not in the migrations`);
      continue;
    }
    for (const column of new Set([...inDb.keys(), ...inCode.keys()])) {
      const d = inDb.get(column);
      const c = inCode.get(column);
      const name = `${table}.${column}`;
      if (!c) out.push(`${name}: column in the migrations, not in drizzle`);
      else if (!d) out.push(`${name}: column in drizzle, not in the migrations`);
      else {
        if (d.type !== c.type) out.push(`${name}: type ${d.type} in the migrations, ${c.type} in drizzle`);
        if (d.notNull !== c.notNull) out.push(`${name}: ${d.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${c.notNull ? 'notNull()' : 'nullable'} in drizzle`);
        if (d.hasDefault !== c.hasDefault) out.push(`${name}: ${d.hasDefault ? 'a' : 'no'} default in the migrations, ${c.hasDefault ? 'a' : 'no'} default in drizzle`);
      }
    }
  }
  return out;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** Foreign keys as 'table.column -> table.column on delete …', from the migrated database. */
async function databaseForeignKeys(db: TestDb): Promise<string[]> {
  const rows = await db.handle.query<{ fk: string }>(
    `SELECT c.conrelid::regclass::text || '.' || string_agg(a.attname, ',' ORDER BY k.ord) || ' -> ' || c.confrelid::regclass::text || '.' ||
            (SELECT string_agg(fa.attname, ',' ORDER BY fk.ord) FROM unnest(c.confkey) WITH ORDINALITY fk(num, ord) JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND fa.attnum = fk.num)
            || ' on delete ' || c.confdeltype::text AS fk
     FROM pg_constraint c
     CROSS JOIN unnest(c.conkey) WITH ORDINALITY k(num, ord)
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.num
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
     GROUP BY c.oid, c.conrelid, c.confrelid, c.confdeltype, c.confkey`,
  );
  return rows.map((r) => r.fk.replace(/ on delete (\w)$/, (_, code: string) => ` on delete ${ON_DELETE[code]}`)).sort();
}

/** The same, from the drizzle tables' references(). */
function drizzleForeignKeys(): string[] {
  const out: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      out.push(`${config.name}.${ref.columns.map((c) => c.name).join(',')} -> ${target}.${ref.foreignColumns.map((c) => c.name).join(',')} on delete ${fk.onDelete ?? 'no action'}`);
    }
  }
  return out.sort();
}

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('schema agreement: SQL migrations vs drizzle tables', () => {
  it('has the same tables and columns, with the same types, nullability and defaults', async () => {
    const database = await databaseTables(db);
    const code = drizzleTables();
    expect(code.size).toBeGreaterThan(10);
    expect(schemaDifferences(database, code)).toEqual([]);
  });

  it('has the same foreign keys, with the same ON DELETE', async () => {
    const database = await databaseForeignKeys(db);
    const code = drizzleForeignKeys();
    expect(database.length).toBeGreaterThan(10);
    expect({ onlyInMigrations: database.filter((fk) => !code.includes(fk)), onlyInDrizzle: code.filter((fk) => !database.includes(fk)) }).toEqual({ onlyInMigrations: [], onlyInDrizzle: [] });
  });

  it('reports a difference by table.column', () => {
    const col = (type: string, notNull = true, hasDefault = false): ColumnShape => ({ type, notNull, hasDefault });
    const database = new Map([['t', new Map([['a', col('integer')], ['b', col('text', false)], ['c', col('text')]])]]);
    const code = new Map([['t', new Map([['a', col('integer', true, true)], ['b', col('text', true)], ['d', col('text')]])], ['u', new Map()]]);
    expect(schemaDifferences(database, code)).toEqual([
      't.a: no default in the migrations, a default in drizzle',
      't.b: nullable in the migrations, notNull() in drizzle',
      't.c: column in the migrations, not in drizzle',
      't.d: column in drizzle, not in the migrations',
      'u: drizzle table, not in the migrations',
    ]);
    expect(normaliseType('varchar(255)')).toBe('character varying(255)');
    expect(normaliseType('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(normaliseType('serial')).toBe('integer');
    expect(normaliseType('text[]')).toBe('text[]');
    expect(normaliseType('timestamp (3) with time zone')).toBe('timestamp(3) with time zone');
    expect(normaliseType('timestamp with time zone')).toBe('timestamp with time zone');
  });
});

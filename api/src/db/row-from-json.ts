import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

type ColumnEntry = [key: string, sqlName: string, fromDriver: (value: unknown) => unknown];

const columnsOf = new WeakMap<Table, ColumnEntry[]>();

function entriesOf(table: Table): ColumnEntry[] {
  let entries = columnsOf.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, (value: unknown) => column.mapFromDriverValue(value)]);
    columnsOf.set(table, entries);
  }
  return entries;
}

/**
 * A row SQL returned as JSON (`to_jsonb(t)`: column names, timestamps as text) in the shape a drizzle
 * select of that table gives, so raw statements hand the rest of the code the same row types. Not for
 * numeric columns (a JSON number drops the scale drizzle keeps).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, sqlName, fromDriver] of entriesOf(table)) {
    const value = json[sqlName];
    row[key] = value === null || value === undefined ? null : fromDriver(value);
  }
  return row as InferSelectModel<T>;
}

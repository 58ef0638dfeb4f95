/**
 * The catalog spreadsheet (CSV or XLSX) a store exports and imports: one row per product. Columns by their
 * Portuguese header, in any order; 'tipo de negócio' (the product's own type, slug or name; empty = the
 * store's type) and 'opções' (JSON of the product's options, checked against the row's type) are optional.
 * An empty 'categoria' is a product without a category (what the export writes for one), so exporting and
 * importing the same file changes nothing.
 */
import { mixed, object } from 'yup';
import '../validation/yup-locale';
import { foldText } from '../masks';
import { BUSINESS_TYPE_NAMES, BUSINESS_TYPE_SLUGS, type BusinessTypeSlug } from '../catalog/slugs';

export const CATALOG_COLUMNS = ['categoria', 'produto', 'descrição', 'preço', 'preço promocional', 'ativo', 'tipo de negócio', 'opções'] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** One valid row, money in centavos. */
export type CatalogImportRow = {
  line: number;
  /** null = a product without a category (the cell is empty). */
  category: string | null;
  product: string;
  description: string | null;
  priceCents: number;
  promoPriceCents: number | null;
  active: boolean;
  /** The product's own type; null = the store's (empty cell); undefined = the column is absent (kept as it is). */
  businessTypeSlug?: BusinessTypeSlug | null;
  /** Raw text of the 'opções' cell; null = the column is absent or empty (existing options are kept). */
  options: string | null;
};

export type CatalogImportError = { line: number; message: string };

/** POST /api/stores/{id}/catalog/import → `{ data: CatalogImportResult }` (dry run or done). */
export type CatalogImportResult = {
  dryRun: boolean;
  created: number;
  updated: number;
  categoriesCreated: string[];
  /** category null = without a category. */
  rows: { line: number; category: string | null; product: string; action: 'create' | 'update' }[];
  errors: CatalogImportError[];
};

export const IMPORT_MESSAGES = {
  empty: 'A planilha está vazia.',
  missingColumns: (columns: string[]) => `Faltam as colunas: ${columns.join(', ')}.`,
  tooManyRows: `A planilha tem mais de ${MAX_IMPORT_ROWS} linhas.`,
  unreadable: 'Não foi possível ler a planilha. Envie um arquivo CSV ou XLSX.',
  tooLarge: `A planilha deve ter no máximo ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  hasErrors: 'A planilha tem erros: nada foi importado.',
  line: (line: number, message: string) => `Linha ${line}: ${message}`,
} as const;

const header = (text: string) => foldText(text).trim().replace(/\s+/g, ' ');

/**
 * The one key category and product names are matched by, in the file and against the database alike:
 * ignoring accents, case and repeated spaces ('Pão  de Queijo' = 'pao de queijo').
 */
export const catalogNameKey = (name: string | null): string => foldText(name);

const TYPE_BY_KEY = new Map<string, BusinessTypeSlug>(BUSINESS_TYPE_SLUGS.flatMap((slug) => [[foldText(slug), slug] as const, [foldText(BUSINESS_TYPE_NAMES[slug]), slug] as const]));

/** A 'tipo de negócio' cell: the slug ('acaiteria') or the name ('Açaiteria'), any case or accent; null = unknown. */
export function parseBusinessTypeCell(text: string): BusinessTypeSlug | null {
  return TYPE_BY_KEY.get(foldText(text)) ?? null;
}
const REQUIRED: CatalogColumn[] = ['categoria', 'produto', 'preço'];

/** '29,90', 'R$ 1.234,50', '29.9', 29.9 → centavos; null when not a price. */
export function parsePriceCents(value: string): number | null {
  let text = value.replace(/R\$|\s/g, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const TRUE = new Set(['', 'sim', 's', 'true', '1', 'ativo', 'yes']);
const FALSE = new Set(['nao', 'n', 'false', '0', 'inativo', 'no']);

/**
 * Reads the rows (first row = headers) into valid rows and row-level errors, line numbers as the
 * spreadsheet shows them (the header is line 1).
 */
export function parseCatalogRows(table: string[][]): { rows: CatalogImportRow[]; errors: CatalogImportError[] } {
  const [head, ...body] = table;
  if (!head || body.length === 0) return { rows: [], errors: [{ line: 1, message: IMPORT_MESSAGES.empty }] };
  if (body.length > MAX_IMPORT_ROWS) return { rows: [], errors: [{ line: 1, message: IMPORT_MESSAGES.tooManyRows }] };
  const index = new Map<string, number>();
  head.forEach((cell, at) => index.set(header(cell), at));
  const missing = REQUIRED.filter((column) => !index.has(header(column)));
  if (missing.length > 0) return { rows: [], errors: [{ line: 1, message: IMPORT_MESSAGES.line(1, IMPORT_MESSAGES.missingColumns(missing)) }] };
  const cell = (row: string[], column: CatalogColumn) => {
    const at = index.get(header(column));
    return at === undefined ? '' : (row[at] ?? '').trim();
  };

  const hasType = index.has(header('tipo de negócio'));
  const rows: CatalogImportRow[] = [];
  const errors: CatalogImportError[] = [];
  const seen = new Map<string, number>();
  body.forEach((row, offset) => {
    const line = offset + 2;
    if (row.every((value) => value.trim() === '')) return;
    const fail = (message: string) => errors.push({ line, message: IMPORT_MESSAGES.line(line, message) });
    const category = cell(row, 'categoria');
    const product = cell(row, 'produto');
    const price = parsePriceCents(cell(row, 'preço'));
    const promoText = cell(row, 'preço promocional');
    const promo = promoText === '' ? null : parsePriceCents(promoText);
    const activeText = foldText(cell(row, 'ativo'));
    const typeText = cell(row, 'tipo de negócio');
    const businessTypeSlug = typeText === '' ? null : parseBusinessTypeCell(typeText);
    const before = errors.length;
    if (category.length > 120) fail('categoria com mais de 120 caracteres');
    if (product === '') fail('produto em branco');
    else if (product.length > 200) fail('produto com mais de 200 caracteres');
    if (price === null) fail('preço inválido');
    if (promoText !== '' && promo === null) fail('preço promocional inválido');
    else if (promo !== null && price !== null && promo >= price) fail('o preço promocional deve ser menor que o preço');
    if (!TRUE.has(activeText) && !FALSE.has(activeText)) fail('ativo deve ser "sim" ou "não"');
    if (typeText !== '' && businessTypeSlug === null) fail(`tipo de negócio desconhecido: "${typeText}" (use um destes: ${BUSINESS_TYPE_SLUGS.join(', ')}; em branco = o tipo da loja)`);
    const key = `${catalogNameKey(category)}\u0000${catalogNameKey(product)}`;
    if (product !== '' && seen.has(key)) fail(`produto repetido (já está na linha ${seen.get(key)})`);
    seen.set(key, line);
    if (errors.length > before) return;
    const description = cell(row, 'descrição');
    const options = cell(row, 'opções');
    rows.push({
      line,
      category: category || null,
      product,
      description: description || null,
      priceCents: price!,
      promoPriceCents: promo,
      active: !FALSE.has(activeText),
      ...(hasType ? { businessTypeSlug } : {}),
      options: options || null,
    });
  });
  return { rows, errors };
}

/** A price as the spreadsheet shows it: '29,90'. */
export const spreadsheetPrice = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** GET /api/stores/{id}/catalog/export?format=csv|xlsx */
export const catalogExportQuerySchema = object({
  format: mixed<SpreadsheetFormat>().oneOf([...SPREADSHEET_FORMATS], 'Escolha o formato: csv ou xlsx.').default('csv'),
});

/** POST /api/stores/{id}/catalog/import?dry_run=1 (the file is the body). */
export const catalogImportQuerySchema = object({
  dry_run: mixed<'0' | '1' | 'true' | 'false'>().oneOf(['0', '1', 'true', 'false'], 'dry_run deve ser 0 ou 1.').default('0'),
});

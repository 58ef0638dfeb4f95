import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';


/**
 * A formula-looking cell the CSV export defused with an apostrophe (csvField) is read back without it, so
 * exporting and importing the same file changes nothing.
 */
const undefuse = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A CSV as rows of text cells, read by exceljs (fast-csv): quotes, doubled quotes and newlines inside quotes;
 * ';' (Brazilian Excel) or ',' as the header has more of; a UTF-8 BOM is dropped. Cells stay text ('29,90',
 * '007'): exceljs's own conversion to numbers and dates is turned off.
 */
export async function parseCsv(text: string): Promise<string[][]> {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([Buffer.from(source, 'utf8')]), { parserOptions: { delimiter }, map: (value: unknown) => value });
  } catch {
    throw fieldError('file', IMPORT_MESSAGES.unreadable);
  }
  return sheetRows(sheet).map((row) => row.map(undefuse));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
}

/** The first sheet of an XLSX (a ZIP: 'PK') or a UTF-8 CSV, as rows of text cells. */
export async function readSpreadsheet(bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, 2).toString('latin1') !== 'PK') return parseCsv(bytes.toString('utf8'));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('file', IMPORT_MESSAGES.unreadable);
  return sheetRows(sheet);
}

function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

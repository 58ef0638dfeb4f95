import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';

/** One CSV line-aware parse: quotes, doubled quotes, newlines inside quotes; ';' or ',' (from the header). */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
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
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

/** The rows as a spreadsheet: CSV with ';' and a BOM (Excel in Portuguese opens it as is) or XLSX. */
export async function writeSpreadsheet(rows: string[][], format: 'csv' | 'xlsx'): Promise<Buffer> {
  if (format === 'csv') {
    const quote = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    return Buffer.from(`\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cardápio');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

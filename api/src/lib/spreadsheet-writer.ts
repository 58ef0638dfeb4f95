import ExcelJS from 'exceljs';

/**
 * Brazilian Excel opens a CSV right when it is UTF-8 with a BOM (or accents break), uses ';' between fields
 * (',' is the decimal separator there) and reads '1234,56' as a number.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export type SpreadsheetFormat = 'csv' | 'xlsx';
export const SPREADSHEET_CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Quotes what needs it; a leading = + - @ would be run as a formula by Excel, so it is defused. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(SEPARATOR)}\r\n`;

/** Reais as Brazilian Excel reads a number: '1234,56'. */
export const decimalCell = (reais: number) => reais.toFixed(2).replace('.', ',');

/**
 * The rows as a spreadsheet: CSV with ';' and a BOM (Excel in Portuguese opens it as is; formula-looking cells
 * defused) or XLSX (typed text cells, never formulas), the header row in bold.
 */
export async function writeSpreadsheet(rows: string[][], format: SpreadsheetFormat, sheetName: string): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(CSV_BOM + rows.map(csvLine).join(''), 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

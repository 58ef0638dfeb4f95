// Plain-text tables for the console (numbers right-aligned).

const isNumeric = (value) => /^-?[\d.,]+(\s?\S+)?$/.test(String(value));

/** @param {{ title?: string, columns: string[], rows: (string|number)[][] }} table */
export function printTable({ title, columns, rows }) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row) => row.map((cell, i) => (i > 0 && isNumeric(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  if (title) console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

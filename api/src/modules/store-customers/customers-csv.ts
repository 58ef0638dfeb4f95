import { formatOrderDateTime, type StoreCustomer } from '@comanda/shared/domain';

/**
 * Brazilian Excel opens a CSV right when it is UTF-8 with a BOM (or accents break), uses ';' between fields
 * (',' is the decimal separator there) and reads '1234,56' as a number.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADER = ['Nome', 'Telefone', 'E-mail', 'Pedidos', 'Total gasto (R$)', 'Ticket médio (R$)', 'Primeiro pedido', 'Último pedido'];

const decimal = (reais: number) => reais.toFixed(2).replace('.', ',');

/** Quotes what needs it; a leading = + - @ would be run as a formula by Excel, so it is defused. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(SEPARATOR)}\r\n`;

export const customersCsvHeader = () => CSV_BOM + csvLine(HEADER);

export function customerCsvLine(c: StoreCustomer): string {
  return csvLine([c.name, c.phone, c.email, c.orders_count, decimal(c.total_spent), decimal(c.average_ticket), formatOrderDateTime(c.first_order_at), formatOrderDateTime(c.last_order_at)]);
}

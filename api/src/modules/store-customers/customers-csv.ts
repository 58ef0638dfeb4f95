import { formatOrderDateTime, type StoreCustomer } from '@comanda/shared/domain';
import { CSV_BOM, csvLine, decimalCell } from '../../lib/spreadsheet-writer';

const HEADER = ['Nome', 'Telefone', 'E-mail', 'Pedidos', 'Total gasto (R$)', 'Ticket médio (R$)', 'Primeiro pedido', 'Último pedido'];

export const customersCsvHeader = () => CSV_BOM + csvLine(HEADER);

export function customerCsvLine(c: StoreCustomer): string {
  return csvLine([c.name, c.phone, c.email, c.orders_count, decimalCell(c.total_spent), decimalCell(c.average_ticket), formatOrderDateTime(c.first_order_at), formatOrderDateTime(c.last_order_at)]);
}

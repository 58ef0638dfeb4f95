/** Platform reports (/admin/reports): orders, revenue and stores by period, by business type, city, store or day. */
import { mixed, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { isCalendarDate } from '../validation/dates';

export const REPORT_GROUPS = ['business_type', 'city', 'store', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = { business_type: 'Tipo de negócio', city: 'Cidade', store: 'Loja', day: 'Dia' };

/** The longest period a report covers (it is computed in SQL; exports are one row per group). */
export const REPORT_MAX_DAYS = 731;

export const REPORT_MESSAGES = {
  dateInvalid: 'Informe uma data válida (AAAA-MM-DD).',
  endBeforeStart: 'O fim do período deve ser igual ou depois do início.',
  tooLong: `O período pode ter no máximo ${REPORT_MAX_DAYS} dias.`,
  groupInvalid: 'Agrupamento inválido.',
} as const;

const day = () => string().trim().required(REPORT_MESSAGES.dateInvalid).test('date', REPORT_MESSAGES.dateInvalid, (v) => isCalendarDate(v ?? ''));

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const reportQuerySchema = object({
  from: day(),
  to: day()
    .test('after', REPORT_MESSAGES.endBeforeStart, function (to) {
      const from = this.parent.from as string;
      return !isCalendarDate(from) || !isCalendarDate(to ?? '') || to! >= from;
    })
    .test('length', REPORT_MESSAGES.tooLong, function (to) {
      const from = this.parent.from as string;
      return !isCalendarDate(from) || !isCalendarDate(to ?? '') || daysBetween(from, to!) <= REPORT_MAX_DAYS;
    }),
  group: mixed<ReportGroup>().oneOf(REPORT_GROUPS, REPORT_MESSAGES.groupInvalid).default('business_type'),
  format: mixed<'csv' | 'xlsx'>().oneOf(['csv', 'xlsx']).default('csv'),
});
export type ReportQuery = InferType<typeof reportQuerySchema>;

export type ReportRow = { key: string; label: string; orders: number; revenue: number; average_ticket: number; stores: number; new_stores: number };
export type PlatformReport = { from: string; to: string; group: ReportGroup; rows: ReportRow[]; totals: Omit<ReportRow, 'key' | 'label'> };

/** The header and cells of the report's spreadsheet (money with a decimal comma). */
export function reportSheet(report: PlatformReport): string[][] {
  const money = (reais: number) => reais.toFixed(2).replace('.', ',');
  const header = [REPORT_GROUP_LABELS[report.group], 'Pedidos', 'Faturamento (R$)', 'Ticket médio (R$)', 'Lojas com pedidos', 'Lojas novas'];
  const line = (label: string, r: Omit<ReportRow, 'key' | 'label'>) => [label, String(r.orders), money(r.revenue), money(r.average_ticket), String(r.stores), String(r.new_stores)];
  return [header, ...report.rows.map((r) => line(r.label, r)), line('Total', report.totals)];
}

import type { FastifyInstance } from 'fastify';
import { reportQuerySchema, reportSheet } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet } from '../../lib/spreadsheet-writer';
import { validateQuery } from '../../lib/validate-body';
import { platformReport } from './admin-reports.service';

/** /admin/reports: orders, revenue and stores by period and by business type, city, store or day; CSV and XLSX. */
export async function adminReportsRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };

  app.get('/admin/reports', admin, async (request) => ({ data: await platformReport(app.dbHandle, await validateQuery(reportQuerySchema, request.query)) }));

  app.get('/admin/reports/export', admin, async (request, reply) => {
    const query = await validateQuery(reportQuerySchema, request.query);
    const body = await writeSpreadsheet(reportSheet(await platformReport(app.dbHandle, query)), query.format, 'Relatório');
    return reply
      .header('content-type', SPREADSHEET_CONTENT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="relatorio-${query.group}-${query.from}-a-${query.to}.${query.format}"`)
      .send(body);
  });
}

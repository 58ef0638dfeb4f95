import { eq } from 'drizzle-orm';
import { catalogExportQuerySchema, catalogImportQuerySchema, IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@comanda/shared/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { businessTypes } from '../../db/schema';
import { sendError } from '../../lib/error-handler';
import { fieldError } from '../../lib/http-error';
import { validateQuery } from '../../lib/validate-body';
import { exportCatalogRows, importCatalog } from './catalog-import.service';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet } from '../../lib/spreadsheet-writer';
import { readSpreadsheet } from './spreadsheet-file';

/** The file is the body, as is: CSV text or the XLSX bytes. */
const SPREADSHEET_CONTENT_TYPE = /^(text\/csv|text\/plain|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|application\/vnd\.ms-excel|application\/octet-stream)$/;

export async function catalogImportRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(SPREADSHEET_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));
  const rule = { access: access.storeMember('storeId', 'catalog.manage') };

  app.get<{ Params: { storeId: string }; Querystring: Record<string, unknown> }>('/stores/:storeId/catalog/export', { config: rule }, async (request, reply) => {
    const { format } = await validateQuery(catalogExportQuerySchema, request.query);
    const store = request.store!;
    const body = await writeSpreadsheet(await exportCatalogRows(app.db, store.id), format, 'Cardápio');
    return reply
      .header('content-type', SPREADSHEET_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="cardapio-${store.slug}.${format}"`)
      .send(body);
  });

  app.post<{ Params: { storeId: string }; Querystring: Record<string, unknown> }>(
    '/stores/:storeId/catalog/import',
    {
      config: rule,
      bodyLimit: MAX_IMPORT_BYTES,
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: IMPORT_MESSAGES.tooLarge, errors: { file: [IMPORT_MESSAGES.tooLarge] } });
        return sendError(error, request, reply);
      },
    },
    async (request) => {
      const { dry_run: dryRun } = await validateQuery(catalogImportQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldError('file', IMPORT_MESSAGES.empty);
      const table = await readSpreadsheet(request.body);
      const store = request.store!;
      const [type] = store.businessTypeId === null ? [] : await app.db.select({ slug: businessTypes.slug }).from(businessTypes).where(eq(businessTypes.id, store.businessTypeId));
      const result = await importCatalog(app.db, { id: store.id, businessTypeSlug: type?.slug ?? null }, table, dryRun === '1' || dryRun === 'true', currentUser(request), app.outbox.lease, app.now());
      // Open storefronts refetch the catalog: delivered once the import has committed.
      await app.storeChanges.committed(result.announcements);
      return { data: result.value };
    },
  );
}

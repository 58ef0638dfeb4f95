import { IMAGE_MESSAGES, imageUploadQuerySchema, MAX_IMAGE_BYTES, roleMay } from '@comanda/shared/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { sendError } from '../../lib/error-handler';
import { fieldError, forbidden } from '../../lib/http-error';
import { validateQuery } from '../../lib/validate-body';
import { resizeImage } from './image-processing';
import { storeImageVariants } from './image-storage';

export type MediaRoutesOptions = { uploadsRoot: string };

/** The raw bytes of the image are the body (the form sends the File as is, no multipart). */
const IMAGE_CONTENT_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)$/;

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  // This plugin's own parsers: only the upload route reads a binary body.
  app.addContentTypeParser(IMAGE_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body));

  app.post<{ Params: { storeId: string }; Querystring: Record<string, unknown> }>(
    '/stores/:storeId/images',
    {
      // The logo and cover are the store's profile (store.manage), checked below; product photos are catalog work.
      config: { access: access.storeMember('storeId', 'catalog.manage') },
      bodyLimit: MAX_IMAGE_BYTES,
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: IMAGE_MESSAGES.tooLarge, errors: { image: [IMAGE_MESSAGES.tooLarge] } });
        return sendError(error, request, reply);
      },
    },
    async (request, reply) => {
      const { kind } = await validateQuery(imageUploadQuerySchema, request.query);
      if (kind !== 'product' && !roleMay(currentUser(request).role, 'store.manage')) throw forbidden();
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fieldError('image', IMAGE_MESSAGES.empty);
      const variants = await resizeImage(request.body, kind);
      const image = await storeImageVariants(options.uploadsRoot, request.store!.id, kind, request.body, variants);
      return reply.code(201).send(image);
    },
  );
}

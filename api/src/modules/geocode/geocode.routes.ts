import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { ProviderUnavailableError } from '../../lib/fetch-json';
import { validateBody } from '../../lib/validate-body';
import { GEOCODE_MESSAGES, geocodeSchema, type GeocodeResult } from './geocode.schema';
import { createGeocoder } from './geocode.service';

export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  const geocode = createGeocoder({
    baseUrl: app.config.geocoderUrl,
    userAgent: app.config.geocoderUserAgent,
    timeoutMs: app.config.providerTimeoutMs,
  });

  app.post('/geocode', { config: { access: access.public } }, async (request, reply) => {
    const { address } = await validateBody(geocodeSchema, request.body);
    try {
      const coords = await geocode(address);
      const result: GeocodeResult = coords
        ? { success: true, ...coords, message: GEOCODE_MESSAGES.found }
        : { success: false, latitude: null, longitude: null, message: GEOCODE_MESSAGES.notFound };
      return result;
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      request.log.warn({ err }, 'geocoder unavailable');
      return reply.code(503).send({ success: false, message: GEOCODE_MESSAGES.unavailable });
    }
  });
}

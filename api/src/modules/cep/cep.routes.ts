import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { onlyDigits } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';
import { ProviderUnavailableError } from '../../lib/fetch-json';
import { CEP_MESSAGES } from './cep.schema';
import { createCepService } from './cep.service';

export async function cepRoutes(app: FastifyInstance): Promise<void> {
  const lookup = createCepService({ providerUrl: app.config.cepProviderUrl, timeoutMs: app.config.providerTimeoutMs });

  app.get<{ Params: { cep: string } }>('/cep/:cep', { config: { access: access.public } }, async (request, reply) => {
    const cep = onlyDigits(request.params.cep);
    if (cep.length !== 8) throw fieldError('cep', CEP_MESSAGES.invalid);
    try {
      const address = await lookup(cep);
      if (!address) return reply.code(404).send({ erro: true, message: CEP_MESSAGES.notFound });
      return address;
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      request.log.warn({ err }, 'CEP provider unavailable');
      return reply.code(503).send({ message: CEP_MESSAGES.unavailable });
    }
  });
}

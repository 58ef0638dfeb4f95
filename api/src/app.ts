import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './fastify-types';
import { registerAuthentication } from './auth/authenticate';
import { API_ROOT, pgliteDirOf, type AppConfig } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { MESSAGES } from './lib/http-error';
import { createMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/auth.routes';
import { businessTypesRoutes } from './modules/business-types/business-types.routes';
import { cepRoutes } from './modules/cep/cep.routes';
import { geocodeRoutes } from './modules/geocode/geocode.routes';
import { healthRoutes } from './modules/health/health.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { registerStaticHosting } from './static/static-hosting';

export type BuildAppOptions = {
  /** An already open (and migrated) database; otherwise one is opened from config and closed with the app. */
  db?: DbHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

/** The Fastify app without listen(): main.ts listens, tests use app.inject(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) }));
  app.decorate('config', config);
  app.decorate('dbHandle', db);
  app.decorate('db', db.db);
  app.decorate('mailer', options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  app.addHook('onClose', async () => {
    await app.mailer.close?.();
    if (!options.db) await db.close();
  });

  registerErrorHandler(app);
  registerAuthentication(app);
  registerJsonParser(app);

  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Only the routes that opt in are limited (login); REDIS_URL support comes with multi-node deployments.
  await app.register(fastifyRateLimit, { global: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(businessTypesRoutes);
      await api.register(storesRoutes);
      await api.register(cepRoutes);
      await api.register(geocodeRoutes);
    },
    { prefix: '/api' },
  );

  const storageRoots = [...(config.dataDir === ':memory:' ? [] : [path.join(config.dataDir, 'storage')]), path.join(API_ROOT, 'storage')];
  const spaFallback = await registerStaticHosting(app, {
    root: config.staticRoot || undefined,
    remotesJsonFile: config.remotesJsonFile,
    storageRoots,
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    void reply.code(404).send({ message: MESSAGES.notFound });
  });

  return app;
}

/** JSON parser that reads an empty body as "no body" (clients send Content-Type: application/json on POST /logout). */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    parseJson(request, String(body), done);
  });
}

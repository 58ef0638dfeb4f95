import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import './fastify-types';
import { registerAuthentication } from './auth/authenticate';
import { registerRouteAccess } from './auth/route-access';
import { API_ROOT, MovableClock, clockOf, pgliteDirOf, type AppConfig } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { registerErrorHandler, sendError } from './lib/error-handler';
import { MESSAGES } from './lib/http-error';
import { registerInputGuard } from './lib/input-guard';
import { JobRunner } from './jobs/job-runner';
import { registerMailJob } from './mail/mail-job';
import { createMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/auth.routes';
import { broadcastingRoutes } from './modules/broadcasting/broadcasting.routes';
import { businessTypesRoutes } from './modules/business-types/business-types.routes';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { catalogAdminRoutes } from './modules/catalog-admin/catalog-admin.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes';
import { posCatalogRoutes } from './modules/pos-catalog/pos-catalog.routes';
import { posCustomersRoutes } from './modules/pos-customers/pos-customers.routes';
import { posRegisterRoutes } from './modules/pos-register/pos-register.routes';
import { posReportsRoutes } from './modules/pos-reports/pos-reports.routes';
import { driversRoutes } from './modules/drivers/drivers.routes';
import { dispatchRoutes } from './modules/delivery-trips/dispatch.routes';
import { driverAppRoutes } from './modules/delivery-trips/driver-app.routes';
import { posSalesRoutes } from './modules/pos-sales/pos-sales.routes';
import { posTabsRoutes } from './modules/pos-tabs/pos-tabs.routes';
import { branchesRoutes } from './modules/branches/branches.routes';
import { storeCustomersRoutes } from './modules/store-customers/store-customers.routes';
import { customerAddressesRoutes } from './modules/customer-addresses/customer-addresses.routes';
import { customerProfileRoutes } from './modules/customer-profile/customer-profile.routes';
import { createCepService } from './modules/cep/cep.service';
import { deliveryAddressRoutes } from './modules/delivery-address/delivery-address.routes';
import { deliveryZonesRoutes } from './modules/delivery-zones/delivery-zones.routes';
import { createDeliveryPlacer } from './modules/delivery-address/delivery-placer';
import { createGeocoder } from './modules/geocode/geocode.service';
import { cepRoutes } from './modules/cep/cep.routes';
import { geocodeRoutes } from './modules/geocode/geocode.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './observability/metrics.routes';
import { observeRequests, requestIdOf } from './observability/request-observability';
import { uploadsRootOf } from './modules/media/image-storage';
import { mediaRoutes } from './modules/media/media.routes';
import { catalogImportRoutes } from './modules/catalog-import/catalog-import.routes';
import { storeProfileRoutes } from './modules/store-profile/store-profile.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { registerEscalationJobs } from './modules/order-escalation/escalation.jobs';
import { registerPixChargeJobs } from './modules/pix/pix-charge.jobs';
import { pixRoutes } from './modules/pix/pix.routes';
import { registerScheduledReleaseJob } from './modules/orders/orders.scheduled-release';
import { escalationRoutes } from './modules/order-escalation/escalation.routes';
import { employeesRoutes, invitationsRoutes } from './modules/employees/employees.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { storeSettingsRoutes } from './modules/store-settings/store-settings.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { createOutbox } from './outbox/outbox-dispatcher';
import { createEmbeddedRealtime } from './realtime/embedded';
import { createBroadcaster } from './realtime/publisher';
import { assertSecrets } from './secrets';
import { registerSecurityHeaders } from './security/security-headers';
import { registerStaticHosting } from './static/static-hosting';
import { storefrontSeoRoutes } from './modules/storefront-seo/storefront-seo.routes';
import {
  NO_STORE_CHANGE_FEED,
  postgresStoreChangeFeed,
  redisStoreChangeFeed,
  type ChangedStore,
  type StoreChangeFeed,
} from './modules/storefront-refresh/store-change-feed';
import { StoreChanges } from './modules/storefront-refresh/store-changes';
import { platformSettingsRoutes } from './modules/platform-settings/platform-settings.routes';
import { storeSignupRoutes } from './modules/store-signup/store-signup.routes';
import { entitlementsRoutes } from './modules/plan-limits/entitlements.routes';
import { adminPlansRoutes } from './modules/admin-plans/admin-plans.routes';
import { adminStoresRoutes } from './modules/admin-stores/admin-stores.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { testClockRoutes } from './modules/testing/test-clock.routes';
import { registerDashboardRollupJob } from './modules/dashboard/dashboard-rollups.job';
import { registerSubscriptionRenewalsJob } from './modules/subscriptions/subscription-renewals.job';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminReportsRoutes } from './modules/admin-reports/admin-reports.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { adminBusinessTypesRoutes } from './modules/admin-business-types/admin-business-types.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { deliveryStatsRoutes } from './modules/delivery-stats/delivery-stats.routes';
import { customerDataRoutes } from './modules/customer-data/customer-data.routes';
import { registerWebPushJobs } from './modules/web-push/web-push.jobs';
import { webPushRoutes } from './modules/web-push/web-push.routes';
import { storeDiscoveryRoutes } from './modules/store-discovery/store-discovery.routes';
import { customerFavoritesRoutes } from './modules/customer-favorites/customer-favorites.routes';
import { mealSubscriptionsRoutes } from './modules/meal-subscriptions/meal-subscriptions.routes';
import { remoteReleasesRoutes } from './modules/remote-releases/remote-releases.routes';
import { registerMealDeliveriesJob } from './modules/meal-subscriptions/meal-deliveries.job';
import { ReleaseStore } from './releases/release-store';

export type BuildAppOptions = {
  /** An already open (and migrated) database; otherwise one is opened from config and closed with the app. */
  db?: DbHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The clock (store open/closed, coupon validity); tests pass a fixed one. */
  now?: () => Date;
  /** More routes under /api, registered after the app's own (tests of the route-access rules). */
  extraRoutes?: FastifyPluginAsync;
};

/** The Fastify app without listen(): main.ts listens, tests use app.inject(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  assertSecrets(config);
  // Embedded realtime: WebSockets on /app/{key} and the Pusher HTTP API on /apps/* share the API's port.
  const realtime = config.realtime.mode === 'embedded' ? createEmbeddedRealtime(config) : undefined;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendError,
    // The id comes from nginx (X-Request-Id) when it is one: the proxy's and the API's log lines share it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    ...(realtime ? { serverFactory: realtime.serverFactory } : {}),
  });
  if (realtime) {
    realtime.start(app.server, app.log);
    // preClose: before Fastify waits for the HTTP server to close, which open WebSockets would hold up.
    app.addHook('preClose', async () => {
      await realtime.close();
    });
  }
  app.decorate('realtime', realtime?.server ?? null);
  app.decorate(
    'broadcaster',
    createBroadcaster({
      config: config.realtime,
      logger: app.log.child({ module: 'broadcaster' }),
      localAddress: () => app.server.address(),
      localPublish: realtime ? (channel, event, data, except) => realtime.server.publish(config.realtime.appId, [channel], event, data, except) : undefined,
    }),
  );

  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) }));
  app.decorate('config', config);
  app.decorate('dbHandle', db);
  app.decorate('db', db.db);
  app.decorate('mailer', options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  // e2e (COMANDA_TEST_ROUTES) may move the clock forward; everywhere else it only runs.
  const testClock = config.testRoutes && !options.now ? new MovableClock(clockOf(config.clockStart)) : null;
  app.decorate('now', options.now ?? testClock?.now ?? clockOf(config.clockStart));
  app.decorate('catalogCache', new CatalogCache(config.catalogCacheTtlMs));
  app.decorate('releases', new ReleaseStore(config.releasesDir, config.releasesKeep));
  app.decorate(
    'deliveryPlacer',
    createDeliveryPlacer({
      db: db.db,
      lookupCep: createCepService({ providerUrl: config.cepProviderUrl, timeoutMs: config.providerTimeoutMs }),
      geocode: createGeocoder({ baseUrl: config.geocoderUrl, userAgent: config.geocoderUserAgent, timeoutMs: config.providerTimeoutMs }),
      log: app.log.child({ module: 'delivery-placer' }),
    }),
  );
  app.decorate('outbox', createOutbox({ db, broadcaster: app.broadcaster, log: app.log.child({ module: 'outbox' }), options: config.outbox }));
  app.decorate(
    'storeChanges',
    new StoreChanges({ invalidate: (store) => app.catalogCache.invalidateStore(store), feed: await openStoreChangeFeed(app, db), outbox: app.outbox }),
  );
  await app.outbox.start();
  app.decorate('jobs', new JobRunner({ db, now: app.now, log: app.log.child({ module: 'jobs' }), options: config.jobs }));
  registerMailJob(app.jobs, () => app.mailer);
  registerEscalationJobs(app);
  registerPixChargeJobs(app);
  registerScheduledReleaseJob(app);
  registerDashboardRollupJob(app);
  registerSubscriptionRenewalsJob(app);
  registerMealDeliveriesJob(app);
  registerWebPushJobs(app);
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.outbox.stop();
    await app.storeChanges.close();
    await app.mailer.close?.();
    if (!options.db) await db.close();
  });

  registerErrorHandler(app);
  registerAuthentication(app);
  // Before any route: every route's declared access rule becomes its guards (a route without one throws).
  registerRouteAccess(app);
  observeRequests(app);
  registerJsonParser(app);
  registerInputGuard(app);

  await registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Only the routes that opt in are limited (rateLimitGuard). With REDIS_URL every API node counts in Redis.
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : undefined;
  if (rateLimitRedis) {
    rateLimitRedis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis error'));
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect());
    });
  }
  // skipOnError: with Redis unreachable, sign-in keeps working (unlimited) rather than failing for everyone.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: config.rateLimitRedisNamespace } : {}) });

  const uploadsRoot = uploadsRootOf(config);
  mkdirSync(uploadsRoot, { recursive: true });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(businessTypesRoutes);
      await api.register(broadcastingRoutes);
      await api.register(storesRoutes);
      await api.register(storeSettingsRoutes);
      await api.register(activityRoutes);
      await api.register(catalogRoutes);
      await api.register(catalogAdminRoutes);
      await api.register(couponsRoutes);
      await api.register(couponsAdminRoutes);
      await api.register(posCatalogRoutes);
      await api.register(posCustomersRoutes);
      await api.register(posRegisterRoutes);
      await api.register(posTabsRoutes);
      await api.register(posReportsRoutes);
      await api.register(posSalesRoutes);
      await api.register(driversRoutes);
      await api.register(dispatchRoutes);
      await api.register(driverAppRoutes);
      await api.register(branchesRoutes);
      await api.register(storeCustomersRoutes);
      await api.register(cepRoutes);
      await api.register(geocodeRoutes);
      await api.register(ordersRoutes);
      await api.register(dashboardRoutes);
      await api.register(deliveryAddressRoutes);
      await api.register(deliveryZonesRoutes);
      await api.register(customerAddressesRoutes);
      await api.register(customerProfileRoutes);
      await api.register(escalationRoutes);
      await api.register(pixRoutes);
      await api.register(employeesRoutes);
      await api.register(invitationsRoutes);
      await api.register(notificationsRoutes, { testRoutes: config.testRoutes });
      if (testClock) await api.register(testClockRoutes, { clock: testClock });
      await api.register(mediaRoutes, { uploadsRoot });
      await api.register(storeProfileRoutes);
      await api.register(catalogImportRoutes);
      await api.register(platformSettingsRoutes);
      await api.register(storeSignupRoutes);
      await api.register(entitlementsRoutes);
      await api.register(adminPlansRoutes);
      await api.register(adminStoresRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminReportsRoutes);
      await api.register(adminUsersRoutes);
      await api.register(adminBusinessTypesRoutes);
      await api.register(reviewsRoutes);
      await api.register(deliveryStatsRoutes);
      await api.register(customerDataRoutes);
      await api.register(webPushRoutes);
      await api.register(storeDiscoveryRoutes);
      await api.register(customerFavoritesRoutes);
      await api.register(mealSubscriptionsRoutes);
      await api.register(remoteReleasesRoutes);
      if (options.extraRoutes) await api.register(options.extraRoutes);
    },
    { prefix: '/api' },
  );

  const storageRoots = [uploadsRoot, path.join(API_ROOT, 'storage')];
  // Share images, icons and manifests of the storefronts, sitemap.xml and robots.txt: outside /api, for crawlers.
  await app.register(storefrontSeoRoutes, { storageRoots });
  const spaFallback = await registerStaticHosting(app, {
    root: config.staticRoot || undefined,
    remotesJsonFile: config.remotesJsonFile,
    releases: app.releases,
    storageRoots,
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    void reply.code(404).send({ message: MESSAGES.notFound });
  });

  return app;
}

/**
 * How this node hears of other nodes' store writes (its own drop its caches directly): Redis when configured,
 * else the catalog triggers' NOTIFY. Without either, cached catalogs refresh after CATALOG_CACHE_TTL_MS.
 */
async function openStoreChangeFeed(app: FastifyInstance, db: DbHandle): Promise<StoreChangeFeed> {
  const [row] = await db.query<{ database: string; schema: string }>('SELECT current_database() AS database, current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  const invalidate = (store: ChangedStore) => app.catalogCache.invalidateStore(store);
  const log = app.log.child({ module: 'store-change-feed' });
  if (app.config.redisUrl) return redisStoreChangeFeed(app.config.redisUrl, `${row?.database ?? ''}/${schema}`, invalidate, log);
  try {
    return await postgresStoreChangeFeed(db, schema, invalidate);
  } catch (err) {
    log.warn({ err }, 'catalog change notifications unavailable: cached catalogs refresh after CATALOG_CACHE_TTL_MS');
    return NO_STORE_CHANGE_FEED;
  }
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

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
import type { StoreChanges } from './modules/storefront-refresh/store-changes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Db, DbHandle } from './db/client';
import type { StoreRow, UserRow } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { RealtimeServer } from '@comanda/realtime';
import type { CatalogCache } from './modules/catalog/catalog-cache';
import type { RegisteredRoute, RouteAccess } from './auth/route-access';
import type { DeliveryPlacer } from './modules/delivery-address/delivery-placer';
import type { JobRunner } from './jobs/job-runner';
import type { Outbox } from './outbox/outbox-dispatcher';
import type { Broadcaster } from './realtime/publisher';
import type { ReleaseStore } from './releases/release-store';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// Module augmentation only works with `interface` (declaration merging).
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbHandle: DbHandle;
    mailer: Mailer;
    authenticate: PreHandler;
    /** The clock (tests inject a fixed one). */
    now: () => Date;
    catalogCache: CatalogCache;
    /** Published versions of the remotes and which one is active (RELEASES_DIR, shared by every node). */
    releases: ReleaseStore;
    /** Finishes committed back-office writes: caches of every node dropped, storefront events delivered. */
    storeChanges: StoreChanges;
    /** Places delivery addresses (CEP directory + geocoder, cached): POST /orders and /delivery-quote. */
    deliveryPlacer: DeliveryPlacer;
    /** Publishes Pusher events (store and user channels); never throws. */
    broadcaster: Broadcaster;
    /** Delivers the real-time events written with each change (transactional outbox). */
    outbox: Outbox;
    /** Durable jobs (mail, new-order escalation): `app.jobs.register(kind, handler)`, enqueueJob(tx, …) to add one. */
    jobs: JobRunner;
    /** The embedded realtime server (REALTIME_EMBEDDED, no PUSHER_HOST / PUSHER_CLUSTER), else null. */
    realtime: RealtimeServer | null;
    /** Every registered route with its declared access rule (collected by the access hook). */
    routeAccess: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call the route (api/src/auth/route-access.ts); a route without it fails app start. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by `authenticate`. */
    user: UserRow | null;
    tokenId: number | null;
    /** Set by `requireStoreMember`. */
    store: StoreRow | null;
  }
}

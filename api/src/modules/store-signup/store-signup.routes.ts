import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES, SLUG_PATTERN, STORE_PROFILE_LIMITS, slugFromName, storeSignupSchema, type SlugAvailability } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser, sessionClientOf } from '../../auth/authenticate';
import { fieldError } from '../../lib/http-error';
import { rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import { isSlugTaken } from '../stores/store-slugs';
import { publishStore, readOnboarding } from './onboarding.service';
import { signUpStore } from './store-signup.service';

type StoreParams = { Params: { storeId: string } };

/** A business joins the platform (public) and sets its store up until it publishes it (its owner and managers). */
export async function storeSignupRoutes(app: FastifyInstance): Promise<void> {
  const { perIp, windowMs } = app.config.registerRateLimit;
  const signupLimit = rateLimitGuard(app, [{ max: perIp, windowMs, key: (req) => `store-signup-ip:${req.ip}` }]);

  app.post('/store-signup', { config: { access: access.public }, preHandler: [signupLimit] }, async (request, reply) => {
    const input = await validateBody(storeSignupSchema, request.body);
    // The address is the CEP directory's (and the geocoder's point), not the one typed.
    const placed = await app.deliveryPlacer(input, app.now());
    if (!placed.ok) throw fieldError('cep', placed.message);
    const data = await signUpStore(app.db, input, placed.address, { lifetimes: app.config.sessions, client: sessionClientOf(request), now: app.now(), appUrl: app.config.appUrl });
    return reply.code(201).send({ data });
  });

  app.get<{ Querystring: { slug?: string; name?: string } }>('/store-signup/slug', { config: { access: access.public } }, async (request): Promise<{ data: SlugAvailability }> => {
    const slug = String(request.query.slug ?? '').trim().toLowerCase() || slugFromName(String(request.query.name ?? ''));
    if (slug.length > STORE_PROFILE_LIMITS.slug) return { data: { slug: slug.slice(0, STORE_PROFILE_LIMITS.slug), available: false, suggestion: null, message: PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.slug) } };
    if (!SLUG_PATTERN.test(slug)) return { data: { slug, available: false, suggestion: null, message: PROFILE_MESSAGES.slug } };
    if (!(await isSlugTaken(app.db, slug))) return { data: { slug, available: true, suggestion: null, message: null } };
    let suggestion: string | null = null;
    for (let n = 2; n < 50 && suggestion === null; n++) if (!(await isSlugTaken(app.db, `${slug}-${n}`))) suggestion = `${slug}-${n}`;
    return { data: { slug, available: false, suggestion, message: PROFILE_MESSAGES.slugTaken } };
  });

  const manage = { config: { access: access.storeMember('storeId', 'store.manage') } };
  app.get<StoreParams>('/stores/:storeId/onboarding', manage, async (request) => ({ data: await readOnboarding(app.db, request.store!) }));
  app.post<StoreParams>('/stores/:storeId/publish', manage, async (request) =>
    answerAfterCommit(app.storeChanges)(await publishStore(app.db, request.store!, currentUser(request), app.outbox.lease, app.now())),
  );
}

import type { FastifyInstance } from 'fastify';
import { number, object } from 'yup';
import { access } from '../../auth/route-access';
import type { MovableClock } from '../../config';
import { validateBody } from '../../lib/validate-body';

const advanceSchema = object({ days: number().typeError('Informe os dias.').min(0).max(3650).default(0), minutes: number().typeError('Informe os minutos.').min(0).max(525_600).default(0) });

/** Only with COMANDA_TEST_ROUTES=1 (e2e): moves the app clock forward, e.g. to let a trial lapse. */
export async function testClockRoutes(app: FastifyInstance, options: { clock: MovableClock }): Promise<void> {
  app.post('/testing/clock', { config: { access: access.public } }, async (request) => {
    const { days, minutes } = await validateBody(advanceSchema, request.body);
    const now = options.clock.advance((days * 24 * 60 + minutes) * 60_000);
    await app.jobs.runDue();
    return { now: now.toISOString() };
  });
}

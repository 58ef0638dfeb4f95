import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { channelAuthSchema } from './broadcasting.schema';
import { authorizeChannel, clientConfig } from './broadcasting.service';

export async function broadcastingRoutes(app: FastifyInstance): Promise<void> {
  // pusher-js's default authorizer posts a form; the shell's custom handler posts JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/broadcasting/config', { config: { access: access.public } }, async () => clientConfig(app.config.realtime));

  const authorize = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const input = await validateBody(channelAuthSchema, request.body);
    return authorizeChannel(app.db, app.config.realtime, user, input.socket_id, input.channel_name);
  };
  // debug-auth is what the product calls (spec section 7); /broadcasting/auth is Laravel's usual path.
  app.post('/broadcasting/debug-auth', { config: { access: access.signedIn } }, authorize);
  app.post('/broadcasting/auth', { config: { access: access.signedIn } }, authorize);
}

import type { FastifyInstance } from 'fastify';
import { platformSettingsSchema, type PlatformTerms } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { readPlatformSettings, savePlatformSettings } from './platform-settings.service';

export async function platformSettingsRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };

  // The sign-up shows these and sends back the version it showed.
  app.get('/platform/terms', { config: { access: access.public } }, async () => {
    const { terms_version, terms_of_use, privacy_policy, platform_name } = await readPlatformSettings(app.db);
    return { data: { terms_version, terms_of_use, privacy_policy, platform_name } satisfies PlatformTerms & { platform_name: string } };
  });

  app.get('/admin/settings', admin, async () => ({ data: await readPlatformSettings(app.db) }));

  app.put('/admin/settings', admin, async (request) => {
    const input = await validateBody(platformSettingsSchema, request.body);
    return { data: await savePlatformSettings(app.db, input, currentUser(request), app.now()) };
  });
}

import { and, eq } from 'drizzle-orm';
import { DEFAULT_PLATFORM_SETTINGS, PLATFORM_SETTINGS_MESSAGES, type PlatformSettings, type PlatformSettingsInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { platformSettings, plans } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { recordAdminAction } from '../admin-audit/record-admin-action';

/** The stored settings over the defaults (a key never saved reads as its default). */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select({ settings: platformSettings.settings }).from(platformSettings).limit(1);
  return { ...DEFAULT_PLATFORM_SETTINGS, ...(row?.settings as Partial<PlatformSettings> | undefined) };
}

/** Saves the admin form; a change of the terms' texts gets a new version (the next sign-ups accept that one). */
export async function savePlatformSettings(db: Db, input: PlatformSettingsInput, actor: { id: number; name: string }, now: Date): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(and(eq(plans.slug, input.trial_plan_slug), eq(plans.isRetired, false))).limit(1);
    if (!plan) throw fieldError('trial_plan_slug', PLATFORM_SETTINGS_MESSAGES.trialPlanInvalid);
    const before = await readPlatformSettings(tx);
    const textsChanged = before.terms_of_use !== input.terms_of_use || before.privacy_policy !== input.privacy_policy;
    const after: PlatformSettings = { ...input, terms_version: textsChanged ? now.toISOString().slice(0, 19) : before.terms_version };
    await tx
      .insert(platformSettings)
      .values({ id: true, settings: after, updatedAt: now })
      .onConflictDoUpdate({ target: platformSettings.id, set: { settings: after, updatedAt: now } });
    await recordAdminAction(tx, {
      actor,
      action: 'updated',
      entity: 'platform_settings',
      summary: textsChanged ? `Configurações da plataforma alteradas; termos na versão ${after.terms_version}` : 'Configurações da plataforma alteradas',
      before,
      after,
    });
    return after;
  });
}

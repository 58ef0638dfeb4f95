import { sql } from 'drizzle-orm';
import { SIGNUP_MESSAGES, onlyDigits, type PlacedAddress, type StoreSignupInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { storeMemberships, users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { enqueueMail } from '../../mail/mail-job';
import { issueToken, newSession } from '../../auth/tokens';
import { AUTH_API_MESSAGES } from '../auth/auth.schema';
import { type SessionContext } from '../auth/auth.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { serializeUser, type SerializedUser } from '../users/users.service';
import { readPlatformSettings } from '../platform-settings/platform-settings.service';
import { activePlan, openStoreAccount } from './store-account';

export type SignedUpStore = { token: string; user: SerializedUser; store: { id: number; name: string; slug: string } };

/**
 * A business joins: the owner's account, the store (unpublished), the owner's membership and a trial of the
 * platform's trial plan, in one transaction; the welcome e-mail is a job of the same transaction. The address is
 * the one the CEP directory confirmed (`placed`), not the one typed.
 */
export async function signUpStore(db: Db, input: StoreSignupInput, placed: PlacedAddress, ctx: SessionContext & { now: Date; appUrl: string }): Promise<SignedUpStore> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const settings = await readPlatformSettings(tx);
      if (input.terms_version !== settings.terms_version) throw fieldError('accept_terms', SIGNUP_MESSAGES.termsOutdated);
      const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (taken) throw fieldError('email', AUTH_API_MESSAGES.emailTaken);
      const plan = await activePlan(tx, { slug: settings.trial_plan_slug });
      if (!plan) throw new Error(`the trial plan "${settings.trial_plan_slug}" of the platform settings does not exist or is retired`);
      const store = await openStoreAccount(tx, { ...input, email }, placed, plan, ctx.now);
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email,
          phone: onlyDigits(input.phone),
          passwordHash,
          role: 'store_owner',
          storeId: store!.id,
          termsVersion: settings.terms_version,
          termsAcceptedAt: ctx.now,
        })
        .returning();
      await tx.insert(storeMemberships).values({ userId: user!.id, storeId: store!.id, role: 'store_owner' });
      await enqueueMail(tx, {
        to: email,
        subject: `Bem-vindo(a) à ${settings.platform_name}, ${store!.name}!`,
        text: [
          `Olá, ${input.name}!`,
          `A loja ${store!.name} foi criada, com ${plan.trialDays} dias de teste do plano ${plan.name}.`,
          `Complete os passos do painel e publique a loja: ${ctx.appUrl}/store/dashboard`,
          `Seu endereço na ${settings.platform_name}: ${ctx.appUrl}/loja/${store!.slug}`,
        ].join('\n\n'),
      });
      const token = await issueToken(tx as unknown as Db, user!.id, 'store-signup', newSession(ctx.lifetimes), ctx.client);
      return { token: token.plainText, user: serializeUser(user!, null), store: store! };
    });
  } catch (err) {
    // Two sign-ups racing for one e-mail or one slug: the unique indexes decide.
    if (isUniqueViolation(err)) {
      const detail = String((err as { detail?: string; constraint?: string }).constraint ?? '');
      throw detail.includes('slug') ? fieldError('slug', SIGNUP_MESSAGES.slugTaken) : fieldError('email', AUTH_API_MESSAGES.emailTaken);
    }
    throw err;
  }
}

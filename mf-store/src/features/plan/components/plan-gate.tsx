import type { ReactNode } from 'react';
import { featureRefusal, limitRefusal, type PlanFeature, type PlanLimitKey } from '@comanda/shared/domain';
import { useStoreEntitlements } from '../hooks/use-store-entitlements';

type Props = { children: (refusal: string | null) => ReactNode } & ({ feature: PlanFeature; limit?: never } | { limit: PlanLimitKey; feature?: never });

/**
 * Why the plan refuses a change now (null: it allows it, or the entitlements are not known yet — the server decides
 * anyway): changing a gated feature (`feature`), or adding one more of a limited resource (`limit`, against the usage).
 * screens.tsx hands the answer to the screen, which disables the action and says why.
 */
export function PlanGate({ feature, limit, children }: Props) {
  const ent = useStoreEntitlements();
  let refusal: string | null = null;
  if (ent && feature) refusal = featureRefusal(ent, feature);
  if (ent && limit) refusal = limitRefusal(ent, limit, ent.usage[limit] ?? 0);
  return <>{children(refusal)}</>;
}

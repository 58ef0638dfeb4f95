import type { ComponentProps } from 'react';
import { useSupportStore } from '@comanda/shared/state';
import { PlanGate } from '../features/plan';

/** The API's answer to a write in support mode (require-store-member.ts), said before the admin tries. */
export const SUPPORT_READ_ONLY = 'Modo suporte: o administrador da plataforma vê o painel da loja somente para leitura.';

/** PlanGate, except that in support mode every gated change is refused up front: the screen disables it and says why. */
export function WriteGate(props: ComponentProps<typeof PlanGate>) {
  const supportStore = useSupportStore();
  if (supportStore) return <>{props.children(SUPPORT_READ_ONLY)}</>;
  return <PlanGate {...props} />;
}

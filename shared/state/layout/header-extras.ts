import { createContext, useContext, type ReactNode } from 'react';

/**
 * Lets the shell put its own widgets (e.g. the notification bell) in every area's top bar. It lives in this shared
 * singleton (not in @comanda/shared/ui, which each app bundles for itself) so that the shell's provider and the
 * remotes' top bars meet on one context.
 */
export const HeaderExtrasContext = createContext<ReactNode>(null);

export function useHeaderExtras(): ReactNode {
  return useContext(HeaderExtrasContext);
}

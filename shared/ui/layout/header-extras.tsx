import { createContext, useContext, type ReactNode } from 'react';

/** Lets the shell put its own widgets (e.g. the notification bell) in every area's top bar. */
export const HeaderExtrasContext = createContext<ReactNode>(null);

export function useHeaderExtras(): ReactNode {
  return useContext(HeaderExtrasContext);
}

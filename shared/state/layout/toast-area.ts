import { createContext, useContext, useEffect } from 'react';
import type { Theme } from '@mui/material/styles';

/**
 * The shell owns the one toast provider (@comanda/shared/ui ToastProvider); an area drawn in its own colours (the
 * storefront, in the store's) registers its theme here while mounted, and its toasts then take those colours and a
 * placement clear of its dialogs and drawers. It lives in this shared singleton (not in @comanda/shared/ui, which
 * each app bundles for itself) so that the shell's provider and the remotes meet on one context.
 */
export type ToastAreaRegistry = { register: (theme: Theme) => () => void };

export const ToastAreaRegistryContext = createContext<ToastAreaRegistry>({ register: () => () => undefined });

/** The theme of the area on screen, or null outside any (the platform look). */
export const ToastAreaThemeContext = createContext<Theme | null>(null);

/** While mounted, toasts wear `theme`'s colours and keep clear of the area's dialogs and drawers. */
export function useToastArea(theme: Theme): void {
  const { register } = useContext(ToastAreaRegistryContext);
  useEffect(() => register(theme), [register, theme]);
}

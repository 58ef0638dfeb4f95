import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { whenIdle } from '../when-idle';
import { onToastDemand, ToastAreaRegistryContext, ToastAreaThemeContext, type ToastAreaRegistry } from '@comanda/shared/state';

export { TOAST_LIFT_PX, TOAST_LIFTED_CLASS, toastAnchor } from './toast-placement';

// notistack is not needed to make a page interactive: it loads after, or at the first toast (see useToasts).
const ToastHost = lazy(() => import(/* webpackChunkName: "toast-host" */ './toast-host'));

/**
 * The shell's one toast provider (spec section 9 settings). An area drawn in its own colours (the storefront, in
 * the store's) registers its theme while mounted with `useToastArea` (@comanda/shared/state), and its toasts then
 * take that theme's colours and leave the top-right corner, where its dialogs have their close button and its cart
 * drawer its header: on a phone they rise from the bottom centre above the floating cart button, on a wider screen
 * they drop from the middle of the top edge. Everywhere else the spec's top-right corner stays.
 *
 * notistack itself (the toast host) is mounted beside the page, never around it, once the page has rendered (or
 * hydrated) and the browser is idle, or as soon as a toast is asked for.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [themes, setThemes] = useState<readonly Theme[]>([]);
  const [registry] = useState<ToastAreaRegistry>(() => ({
    register(theme) {
      setThemes((current) => [...current, theme]);
      return () => setThemes((current) => current.filter((registered) => registered !== theme));
    },
  }));
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => {
    if (hostWanted) return undefined;
    const want = () => setHostWanted(true);
    const stopListening = onToastDemand(want);
    const cancelIdle = whenIdle(want, { timeoutMs: 2_000, fallbackMs: 1 });
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [hostWanted]);
  return (
    <ToastAreaRegistryContext.Provider value={registry}>
      <ToastAreaThemeContext.Provider value={themes.at(-1) ?? null}>
        {children}
        {hostWanted && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
      </ToastAreaThemeContext.Provider>
    </ToastAreaRegistryContext.Provider>
  );
}

import { useCallback, useSyncExternalStore } from 'react';

const getServerSnapshot = () => false;

/**
 * Whether `query` matches: a media query ('(min-width: 900px)') or one of tokens' `up.*` ('@media (min-width: 900px)').
 * The server, and so the hydrating render, answers false (the phone layout); the real answer follows after mount.
 */
export function useMediaQuery(query: string): boolean {
  const media = query.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(media);
      // addListener: Safari before 14 has no addEventListener on MediaQueryList.
      if (list.addEventListener) list.addEventListener('change', onChange);
      else list.addListener?.(onChange);
      return () => {
        if (list.removeEventListener) list.removeEventListener('change', onChange);
        else list.removeListener?.(onChange);
      };
    },
    [media],
  );
  const getSnapshot = useCallback(() => typeof window.matchMedia === 'function' && window.matchMedia(media).matches, [media]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

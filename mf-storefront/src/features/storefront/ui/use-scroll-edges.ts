import { useCallback, useEffect, useState, type DependencyList, type RefObject } from 'react';

/**
 * Horizontal scrollers marked `data-keep-scroll="<name>"` keep their position when the whole app takes the page over
 * from the first screen (first-screen/takeover.ts): the same names, in the same order, get the same scrollLeft.
 */
export const KEPT_SCROLL_ATTRIBUTE = 'data-keep-scroll';

export type ScrollEdges = { start: boolean; end: boolean };

/**
 * Whether a horizontal scroller is at its start and at its end (both when it does not overflow), within `slack`
 * pixels: snapping and sub-pixel widths rarely land exactly on the edges. Measured after mount, when the scroller or
 * its content changes size (among others when it is first shown: the app is drawn hidden while it takes the page over
 * from the first screen), when `remeasureOn` changes and on each scroll (`onScroll`, for the scroller's own handler).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, slack: number, remeasureOn: DependencyList): { edges: ScrollEdges; onScroll: () => void } {
  const [edges, setEdges] = useState<ScrollEdges>({ start: true, end: true });

  const onScroll = useCallback(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const start = scroller.scrollLeft <= slack;
    const end = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - slack;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, [ref, slack]);

  useEffect(() => {
    onScroll();
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', onScroll);
      return () => window.removeEventListener('resize', onScroll);
    }
    const observer = new ResizeObserver(onScroll);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the scroller's width
  }, [onScroll, ...remeasureOn]);

  return { edges, onScroll };
}

/** What a visually hidden label (MUI's visuallyHidden) computes to: read by screen readers, 1 px on screen. */
export const VISUALLY_HIDDEN_STYLE = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' } as const;

/** The computed properties of `element` that VISUALLY_HIDDEN_STYLE names (sx's `width: 1` is 100%, not 1 px). */
export function visuallyHiddenStyleOf(element: Element): Record<keyof typeof VISUALLY_HIDDEN_STYLE, string> {
  const style = getComputedStyle(element);
  return { position: style.position, width: style.width, height: style.height, overflow: style.overflow };
}

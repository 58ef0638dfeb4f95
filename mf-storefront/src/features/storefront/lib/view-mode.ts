export const VIEW_MODES = ['grid', 'list', 'carousel'] as const;

export type ViewMode = (typeof VIEW_MODES)[number];

/** The store's productDisplayStyle when valid, otherwise grid. */
export function initialViewMode(style: string | null | undefined): ViewMode {
  return (VIEW_MODES as readonly string[]).includes(style ?? '') ? (style as ViewMode) : 'grid';
}

// The agreement between the shell and the storefront remote on a server-rendered /loja/{slug} (issue 14): the remote
// exposes its first screen, which hydrates the server's HTML before the whole app loads, and hands the page over.

/** performance.mark set once the server-rendered page is hydrated (interactive): benchmarks and e2e read it. */
export const HYDRATED_MARK = 'comanda:hydrated';
/** performance.mark set once the whole app has taken the page over from the first screen. */
export const TAKEN_OVER_MARK = 'comanda:app';

/**
 * Element Timing identifier on each product card's name: the browser reports when the first card was painted
 * (the storefront benchmark's "first card visible").
 */
export const PRODUCT_CARD_ELEMENT_TIMING = 'product-card';

/** The remote that exposes the first screen, and the expose, as `mf_storefront/first-screen`. */
export const FIRST_SCREEN_REMOTE = 'mf_storefront';
export const FIRST_SCREEN_EXPOSE = 'first-screen';

export type FirstScreenHooks = {
  /** The customer asked for something only the whole app does (or the page is a product's own link). */
  wantApp: () => void;
  /** The server's HTML is hydrated: the page responds to taps. */
  onHydrated: () => void;
};

export type FirstScreen = {
  /**
   * Renders the whole app (through `render`) into a hidden container beside the first screen's, and shows it in its
   * place once the app's storefront has mounted; the first screen then unmounts.
   */
  takeOver: (render: (container: HTMLElement) => void) => void;
};

export type FirstScreenModule = {
  /** null when `state` is not a storefront's (the shell then starts the whole app). */
  hydrateFirstScreen: (container: HTMLElement, state: unknown, hooks: FirstScreenHooks) => FirstScreen | null;
};

/** What the shell reads from the expose (the remote publish contract checks a release exports it). */
export const FIRST_SCREEN_EXPORTS = ['hydrateFirstScreen'] as const satisfies readonly (keyof FirstScreenModule)[];

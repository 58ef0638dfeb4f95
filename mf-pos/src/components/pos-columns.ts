/**
 * The POS screens' two panels (products or payment | the sale): side by side from md, stacked on a phone. minmax(0, …)
 * and not a bare fr: a bare fr column is at least as wide as its widest unbreakable content, which pushed the sale
 * past the screen (a 390 px phone got a 522 px page, a 1024 px tablet a 1167 px one).
 */
export const POS_COLUMNS = { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } as const;

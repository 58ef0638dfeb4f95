/** A page reached from a scrolled storefront starts at its top (jsdom has no scrolling). */
export function scrollToTop(): void {
  if (typeof window.scrollTo === 'function' && !navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
}

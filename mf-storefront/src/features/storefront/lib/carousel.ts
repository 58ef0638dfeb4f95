/** Spec section 9: 4 products per view from 1024 px, 3 from 768, 2 from 640, 1 below. */
export function carouselItemsPerView(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  if (width >= 640) return 2;
  return 1;
}

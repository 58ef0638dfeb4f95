import { carouselItemsPerView } from './carousel';

describe('carouselItemsPerView', () => {
  it.each([
    [1440, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [640, 2],
    [639, 1],
    [390, 1],
    [0, 1],
  ])('%i px → %i', (width, expected) => {
    expect(carouselItemsPerView(width)).toBe(expected);
  });
});

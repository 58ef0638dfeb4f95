import { initialViewMode } from './view-mode';

describe('initialViewMode', () => {
  it("starts from the store's display style", () => {
    expect(initialViewMode('list')).toBe('list');
    expect(initialViewMode('carousel')).toBe('carousel');
  });

  it('defaults to grid', () => {
    expect(initialViewMode(undefined)).toBe('grid');
    expect(initialViewMode('mosaic')).toBe('grid');
  });
});

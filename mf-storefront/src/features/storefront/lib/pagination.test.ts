import { clampPage, pageCount, pageSlice, resolvePerPage } from './pagination';

const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('resolvePerPage', () => {
  it('uses the store value when it is a positive integer', () => {
    expect(resolvePerPage(8)).toBe(8);
    expect(resolvePerPage('20')).toBe(20);
  });

  it('falls back to 12', () => {
    for (const value of [undefined, null, 0, -3, 2.5, 'abc', '']) expect(resolvePerPage(value)).toBe(12);
  });
});

describe('pagination', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(30, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
  });

  it('slices a page', () => {
    expect(pageSlice(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3, 12)).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('clamps pages outside the range', () => {
    expect(clampPage(9, 30, 12)).toBe(3);
    expect(clampPage(0, 30, 12)).toBe(1);
    expect(pageSlice(items, 9, 12)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice([], 2, 12)).toEqual([]);
  });
});

import { changeFilters, filtersFromSearch, hasActiveFilters, listQuery, searchFromFilters } from './list-filters';

describe('order list filters in the URL', () => {
  it('reads valid values and drops the rest', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=ready,xx,pending&from=2026-11-01&to=ontem&type=pickup&q=%20Maria%20&page=3'));
    expect(filters).toEqual({ statuses: ['pending', 'ready'], dateFrom: '2026-11-01', dateTo: '', orderType: 'pickup', search: 'Maria', page: 3 });
    expect(filtersFromSearch(new URLSearchParams('type=boat&page=-2'))).toEqual({ statuses: [], dateFrom: '', dateTo: '', orderType: '', search: '', page: 1 });
  });

  it('writes only what is set, and round-trips', () => {
    const params = new URLSearchParams('status=pending,ready&from=2026-11-01&type=delivery&q=42&page=2');
    expect(searchFromFilters(filtersFromSearch(params)).toString()).toBe('status=pending%2Cready&from=2026-11-01&type=delivery&q=42&page=2');
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('a filter change resets to page 1', () => {
    const filters = filtersFromSearch(new URLSearchParams('page=4'));
    expect(changeFilters(filters, { orderType: 'dine_in' })).toMatchObject({ orderType: 'dine_in', page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(hasActiveFilters(changeFilters(filters, { search: 'x' }))).toBe(true);
  });

  it('becomes the API query (OrderListQuery)', () => {
    expect(listQuery(filtersFromSearch(new URLSearchParams('status=pending,ready&to=2026-11-02&q=Ana&page=2')))).toEqual({
      page: 2,
      per_page: 20,
      status: 'pending,ready',
      date_to: '2026-11-02',
      search: 'Ana',
    });
  });
});

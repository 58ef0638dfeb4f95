import { changeFilters, filtersFromSearch, listParams, searchFromFilters } from './list-params';
import { storeStatusChips } from './store-status';

describe('stores list params', () => {
  it('reads the URL, ignoring what the API would refuse', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=%20bella%20&status=bogus&page=0&per_page=7&plan=rede'));
    expect(filters).toEqual({ q: 'bella', business_type: '', city: '', plan: 'rede', status: '', page: 1, per_page: 20 });
  });

  it('round-trips through the URL and leaves blank filters out of the query', () => {
    const filters = { ...changeFilters(filtersFromSearch(new URLSearchParams('page=4')), { city: 'Recife', status: 'past_due' as const }), per_page: 50 };
    expect(filters.page).toBe(1);
    expect(searchFromFilters(filters).toString()).toBe('city=Recife&status=past_due&per_page=50');
    expect(listParams(filters)).toEqual({ page: 1, per_page: 50, city: 'Recife', status: 'past_due' });
  });
});

describe('store status chips', () => {
  it('the subscription status first, then a lapse, an unpublished or a deactivated store', () => {
    expect(storeStatusChips({ subscription_status: 'trialing', standing: 'grace', published: false, is_active: true }).map((c) => [c.label, c.color])).toEqual([
      ['Em teste', 'info'],
      ['Em carência', 'warning'],
      ['Não publicada', 'default'],
    ]);
    expect(storeStatusChips({ subscription_status: 'suspended', standing: 'suspended', published: true, is_active: false }).map((c) => c.label)).toEqual(['Suspensa', 'Desativada']);
    expect(storeStatusChips({ subscription_status: null, standing: null, published: true, is_active: true }).map((c) => c.label)).toEqual(['Sem assinatura']);
  });
});

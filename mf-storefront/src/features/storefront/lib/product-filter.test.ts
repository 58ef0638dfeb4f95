import { ALL_CATEGORIES, filterProducts, type FilterableProduct } from './product-filter';

const products: (FilterableProduct & { id: number })[] = [
  { id: 1, name: 'Pizza Margherita', short_description: 'Molho, muçarela e manjericão', description: null, category_id: 1 },
  { id: 2, name: 'Pizza Calabresa', short_description: null, description: 'Calabresa e cebola', category_id: 1 },
  { id: 3, name: 'Guaraná Antarctica', short_description: 'Lata 350 ml', description: null, category_id: 2 },
  { id: 4, name: 'Pudim', short_description: null, description: null, category_id: null },
];

const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('filterProducts', () => {
  it('returns everything for Todos and no search', () => {
    expect(ids(filterProducts(products, { category: ALL_CATEGORIES, search: '' }))).toEqual([1, 2, 3, 4]);
  });

  it('filters by category id, whatever the id type', () => {
    expect(ids(filterProducts(products, { category: '1', search: '' }))).toEqual([1, 2]);
    expect(ids(filterProducts(products, { category: '2', search: '' }))).toEqual([3]);
  });

  it('searches name and descriptions without accents', () => {
    expect(ids(filterProducts(products, { category: ALL_CATEGORIES, search: 'mucarela' }))).toEqual([1]);
    expect(ids(filterProducts(products, { category: ALL_CATEGORIES, search: 'cebola' }))).toEqual([2]);
    expect(ids(filterProducts(products, { category: ALL_CATEGORIES, search: 'guarana' }))).toEqual([3]);
  });

  it('combines category and search', () => {
    expect(ids(filterProducts(products, { category: '2', search: 'pizza' }))).toEqual([]);
  });
});

/** @jest-environment node */
// As the API runs it: Node, no DOM (emotion then collects the rules instead of inserting them).
import { CATEGORIES, makeProduct, makeStore } from '../features/storefront/test-fixtures';
import { renderStorefront } from './render-storefront';

const store = makeStore({ name: 'Pizzaria <Bella>', productsPerPage: 12 });
const products = Array.from({ length: 14 }, (_, index) => makeProduct(index + 1, { name: `Pizza ${index + 1}`, short_description: 'Muçarela' }));

describe('renderStorefront (server)', () => {
  const result = renderStorefront({ data: { slug: store.slug, store, categories: CATEGORIES, products } });

  it('renders the header, the store, the catalog toolbar and the first page of cards', () => {
    expect(result.html).toContain('Pizzaria &lt;Bella&gt;</h1>');
    expect(result.html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(result.html).toContain('Pizza 12');
    expect(result.html).not.toContain('Pizza 13');
    expect(result.html).toContain('Cadastrar');
    expect(result.html).toContain('Ir para a página 2');
    expect(result.html).toContain('<option value="1">Pizzas</option>');
    expect(result.remote).toBe('mf_storefront');
    expect(result.state.products).toBe(products);
  });

  it("extracts the rules this markup uses, in the store's theme, as emotion style tags", () => {
    expect(result.styles).toMatch(/^<style data-emotion="css(-global)? [^"]+">/);
    // The rules are the same for every store; its colours are CSS variables on the page (makeStore's primaryColor).
    expect(result.styles).toContain('var(--sf-primary)');
    expect(result.html.toLowerCase()).toMatch(/--sf-brand:\s*#b71c1c/);
    for (const className of new Set(result.html.match(/css-[a-z0-9]+/g))) expect(result.styles).toContain(className.slice(4));
  });

  it('puts no useId ids in the markup', () => {
    expect(result.html).not.toMatch(/(id|for|aria-[a-z]+)="[^"]*_R_/);
  });
});

// One order as the storefront sends it to the demo pizzeria (pickup, cash with change, a pizza with size + edge +
// side dish and two drinks), its selections built with the shared engine from the live catalog.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const ORDER_SLUG = 'pizzaria-bella-napoli';

/** The demo pizza (Calabresa: size, edge and a side dish chosen) and drink (Refrigerante) of a store's live catalog. */
export async function demoOrderSelections(apiUrl, slug = ORDER_SLUG) {
  const domain = require('../../shared/domain/index.ts');
  const response = await fetch(`${apiUrl}/api/stores/${slug}/products`);
  if (!response.ok) throw new Error(`catálogo: HTTP ${response.status}`);
  const products = (await response.json()).data;
  const pizza = products.find((p) => p.name === 'Calabresa');
  const drink = products.find((p) => p.name === 'Refrigerante');
  if (!pizza || !drink) throw new Error('produtos Calabresa / Refrigerante não encontrados no seed');
  const options = domain.normalizeProductOptions(pizza.business_type_slug, pizza.business_type_options);
  let selection = domain.initialSelection(options);
  selection = domain.selectSingle(options, selection, 'selectedSize', options.sizes[2]);
  selection = domain.selectSingle(options, selection, 'selectedEdge', options.edges[0]);
  selection = domain.toggleOption(options, selection, 'selectedSideDishes', options.side_dishes[1]);
  return { domain, pizza, drink, selection, drinkSelection: domain.initialSelection(drink) };
}

export async function orderRequest(apiUrl, slug = ORDER_SLUG) {
  const { pizza, drink, selection, drinkSelection } = await demoOrderSelections(apiUrl, slug);
  return {
    order_type: 'pickup',
    items: [
      { product_id: pizza.id, quantity: 1, selected_options: selection, notes: 'Bem assada, por favor' },
      { product_id: drink.id, quantity: 2, selected_options: drinkSelection },
    ],
    customer: { name: 'Cliente Benchmark', phone: '(11) 98765-4321', email: 'cliente@bench.test' },
    payment: { method: 'cash', change_for: 200 },
    notes: null,
  };
}

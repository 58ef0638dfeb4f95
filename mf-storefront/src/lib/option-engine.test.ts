import { makeProduct } from '../features/storefront/test-fixtures';
import { loadOptionEngine, needsChoices, prefetchOptionEngine } from './option-engine';

describe('option engine on demand', () => {
  it('says which products must have an option chosen before they go to the cart', async () => {
    const pizza = makeProduct(1, { business_type_slug: 'pizzaria', business_type_options: { sizes: [{ name: 'Broto', price: 30 }, { name: 'Grande', price: 50 }] } });
    const soda = makeProduct(2, { business_type_slug: 'pizzaria', business_type_options: {} });
    await expect(needsChoices(pizza)).resolves.toBe(true);
    await expect(needsChoices(soda)).resolves.toBe(false);
  });

  it('is downloaded once, whoever asks first', async () => {
    expect(loadOptionEngine()).toBe(loadOptionEngine());
    const engine = await loadOptionEngine();
    expect(typeof engine.repriceCart).toBe('function');
  });

  it('prefetches when the browser is idle, and the page can cancel it', () => {
    jest.useFakeTimers();
    try {
      const cancel = prefetchOptionEngine();
      expect(typeof cancel).toBe('function');
      cancel();
    } finally {
      jest.useRealTimers();
    }
  });
});

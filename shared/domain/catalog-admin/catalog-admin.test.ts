import { adjustPriceCents } from './bulk-price';
import { isProductImageUrl } from './image-url';
import { productListQuerySchema, productWriteSchema } from './schemas';

describe('adjustPriceCents', () => {
  it.each([
    [1001, 7.5, 1076],
    [2990, 10, 3289],
    [2990, -10, 2691],
    [5, -90, 1],
    [100, 500, 600],
  ])('%i centavos by %s%% → %i', (cents, percent, expected) => expect(adjustPriceCents(cents, percent)).toBe(expected));
});

describe('isProductImageUrl', () => {
  it.each(['stores/1/products/a.webp', '/storage/stores/1/a.webp', 'https://cdn.example.com/x.png'])('accepts %s', (url) => expect(isProductImageUrl(url)).toBe(true));
  it.each(['http://x.com/a.png', 'javascript:alert(1)', '../etc/passwd', 'stores/../../x', '//evil.com/a.png', 'a b.png', 'data:image/png;base64,AAA'])('refuses %s', (url) =>
    expect(isProductImageUrl(url)).toBe(false),
  );
});

describe('productWriteSchema', () => {
  it('requires name and price and keeps the promo below the price, in Portuguese', async () => {
    await expect(productWriteSchema.validate({ name: 'X', price: 10, promo_price: 10 })).rejects.toThrow('O preço promocional deve ser menor que o preço.');
    await expect(productWriteSchema.validate({ price: 10 })).rejects.toThrow('Informe o nome.');
    await expect(productWriteSchema.validate({ name: 'X' })).rejects.toThrow('Informe o preço.');
    await expect(productWriteSchema.validate({ name: 'X', price: 10, business_type_slug: 'sushi' })).rejects.toThrow('Tipo de negócio inválido.');
    await expect(productWriteSchema.validate({ name: 'X', price: 10, promo_price: 9, business_type_slug: 'bar' })).resolves.toMatchObject({ promo_price: 9 });
  });
});

describe('productListQuerySchema', () => {
  it('defaults to the first page by name and refuses unknown sorts and statuses', async () => {
    await expect(productListQuerySchema.validate({})).resolves.toMatchObject({ page: 1, per_page: 25, sort: 'name', direction: 'asc', search: '' });
    await expect(productListQuerySchema.validate({ sort: 'id' })).rejects.toThrow('Ordenação inválida.');
    await expect(productListQuerySchema.validate({ status: 'x' })).rejects.toThrow('Filtro de situação inválido.');
  });
});

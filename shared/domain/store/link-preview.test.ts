import { productLinkPreview, productPreviewDescription, productPreviewImage, storeLinkPreview, storePreviewDescription } from './link-preview';
import { absoluteUrl, productIdOfLink, productLinkPath, storageUrl, storeShareImagePath } from './storefront-links';
import { manifestShortName, storeWebManifest } from './web-manifest';
import type { CatalogProduct, StorePublic } from './types';

const BASE = 'https://comanda.app';
const STORE = {
  name: 'Pizzaria Bella Napoli',
  slug: 'pizzaria-bella-napoli',
  description: null,
  primaryColor: '#B71C1C',
  backgroundColor: '#FFF8E1',
  city: 'São Paulo',
  state: 'SP',
  businessType: { id: 1, name: 'Pizzaria', slug: 'pizzaria' },
} as unknown as StorePublic;
const SHARE = { url: `${BASE}/loja/pizzaria-bella-napoli/share.png?v=abc`, width: 1200, height: 630, alt: 'Pizzaria Bella Napoli', type: 'image/png' };
const PIZZA = {
  id: 42,
  name: 'Pizza Margherita',
  description: 'Molho de tomate, muçarela de búfala e manjericão.',
  short_description: null,
  price: 45.9,
  promo_price: null,
  image: 'demo/pizzaria-bella-napoli/margherita.svg',
} as unknown as CatalogProduct;

describe('links', () => {
  it('builds the product link and reads its id back (anything else opens the store)', () => {
    expect(productLinkPath('pizzaria-bella-napoli', 42)).toBe('/loja/pizzaria-bella-napoli/p/42');
    expect(productIdOfLink('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4.2', '42abc', '1'.repeat(20)]) expect(productIdOfLink(bad)).toBeNull();
    expect(absoluteUrl('https://comanda.app/', '/loja/x')).toBe('https://comanda.app/loja/x');
    expect(absoluteUrl(BASE, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(storeShareImagePath('a-b', 'v1')).toBe('/loja/a-b/share.png?v=v1');
    expect(storageUrl('demo/x.svg')).toBe('/storage/demo/x.svg');
  });
});

describe('link previews', () => {
  it("describes a store by its own text, or by what and where it is", () => {
    expect(storePreviewDescription(STORE)).toBe('Pizzaria em São Paulo/SP. Veja o cardápio e peça online: delivery ou retirada.');
    expect(storePreviewDescription({ ...STORE, description: '  Forno a lenha\n desde 1998. ' })).toBe('Forno a lenha desde 1998.');
    const long = storePreviewDescription({ ...STORE, description: 'palavra '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('the store preview: its name, canonical URL and share image', () => {
    expect(storeLinkPreview({ store: STORE, baseUrl: BASE, shareImage: SHARE })).toEqual({
      title: 'Pizzaria Bella Napoli',
      description: 'Pizzaria em São Paulo/SP. Veja o cardápio e peça online: delivery ou retirada.',
      canonicalUrl: `${BASE}/loja/pizzaria-bella-napoli`,
      siteName: 'Pizzaria Bella Napoli',
      type: 'website',
      image: SHARE,
      price: null,
    });
  });

  it('a product preview leads with the price "R$ 45,90" (a plain space), and shows a promotion against the old price', () => {
    expect(productPreviewDescription(PIZZA)).toBe('R$ 45,90 · Molho de tomate, muçarela de búfala e manjericão.');
    expect(productPreviewDescription({ ...PIZZA, promo_price: 39.9, description: null })).toBe('R$ 39,90 (de R$ 45,90)');
    const preview = productLinkPreview({ store: STORE, product: PIZZA, baseUrl: BASE, shareImage: SHARE });
    expect(preview).toMatchObject({
      title: 'Pizza Margherita — Pizzaria Bella Napoli',
      canonicalUrl: `${BASE}/loja/pizzaria-bella-napoli/p/42`,
      type: 'product',
      price: { amount: '45.90', currency: 'BRL' },
      // The seed's SVG cannot be a preview (no app draws SVG): the store's share image stands in.
      image: SHARE,
    });
  });

  it("uses a product's raster image, with the size of our uploads", () => {
    expect(productPreviewImage({ ...PIZZA, image: '/storage/uploads/3/product-0123456789abcdef0123-800.webp' }, BASE)).toEqual({
      url: `${BASE}/storage/uploads/3/product-0123456789abcdef0123-800.webp`,
      width: 800,
      height: 600,
      alt: 'Pizza Margherita',
      type: 'image/webp',
    });
    expect(productPreviewImage({ ...PIZZA, image: 'https://cdn.example.com/pizza.JPG?x=1' }, BASE)).toMatchObject({ url: 'https://cdn.example.com/pizza.JPG?x=1', width: 0, type: 'image/jpeg' });
    expect(productPreviewImage({ ...PIZZA, image: null }, BASE)).toBeNull();
  });
});

describe('web manifest', () => {
  it('names the app after the store, within 12 characters on the home screen', () => {
    expect(manifestShortName('Pizzaria Bella Napoli', 'Pizzaria')).toBe('Bella Napoli');
    expect(manifestShortName('Burger House', 'Hamburgueria')).toBe('Burger House');
    expect(manifestShortName('Churrascaria Fogo Gaúcho', 'Churrascaria')).toBe('Fogo Gaúcho');
    expect(manifestShortName('Lanchonete da Esquina', null)).toBe('Lanchonete');
    expect(manifestShortName('Supercalifragilistico', null)).toBe('Supercalifra');
  });

  it("opens the store's page standalone in its colours, with 192 and 512 icons", () => {
    expect(storeWebManifest(STORE, 'v9')).toEqual({
      id: '/loja/pizzaria-bella-napoli',
      name: 'Pizzaria Bella Napoli',
      short_name: 'Bella Napoli',
      description: 'Pizzaria em São Paulo/SP. Veja o cardápio e peça online: delivery ou retirada.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/loja/pizzaria-bella-napoli',
      scope: '/loja/pizzaria-bella-napoli',
      display: 'standalone',
      theme_color: '#B71C1C',
      background_color: '#FFF8E1',
      icons: [
        { src: '/loja/pizzaria-bella-napoli/icon-192.png?v=v9', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/loja/pizzaria-bella-napoli/icon-512.png?v=v9', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    expect(storeWebManifest({ ...STORE, primaryColor: null, backgroundColor: 'red' }, 'v').theme_color).toBe('#C62828');
  });
});

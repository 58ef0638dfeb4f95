import { IMAGE_VARIANTS, imageVariantUrls, responsiveImage } from './store-images';

const HASH = '0123456789abcdef0123';
const uploaded = (kind: string, key: string, store = 7) => `/storage/uploads/${store}/${kind}-${HASH}-${key}.webp`;

describe('imageVariantUrls: every size of an image our upload made, from its stored main URL', () => {
  it.each([
    ['logo', '192', { '96': uploaded('logo', '96'), '192': uploaded('logo', '192') }],
    ['cover', '1200x400', { '600x200': uploaded('cover', '600x200'), '1200x400': uploaded('cover', '1200x400') }],
    ['product', '800', { '400': uploaded('product', '400'), '800': uploaded('product', '800') }],
  ] as const)('%s (main key %s)', (kind, mainKey, expected) => {
    expect(imageVariantUrls(uploaded(kind, mainKey), kind)).toEqual(expected);
    // The main URL is the last variant (what the upload answers as `url` and the row keeps).
    expect(IMAGE_VARIANTS[kind].at(-1)!.key).toBe(mainKey);
  });

  it('from a smaller variant too (the same names)', () => {
    expect(imageVariantUrls(uploaded('product', '400'), 'product')).toEqual({ '400': uploaded('product', '400'), '800': uploaded('product', '800') });
  });

  it.each([
    ['a seed image (storage-relative)', '/storage/demo/burger-house/classic-burger.svg'],
    ['an external URL', 'https://cdn.example.com/uploads/1/logo-0123456789abcdef0123-192.webp'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['another kind (a product photo as the logo)', uploaded('product', '800')],
    ['an unknown size', uploaded('logo', '512')],
    ['a short hash', '/storage/uploads/7/logo-0123abc-192.webp'],
    ['not WebP', '/storage/uploads/7/logo-0123456789abcdef0123-192.png'],
    ['a path that leaves the folder', '/storage/uploads/../7/logo-0123456789abcdef0123-192.webp'],
    ['empty', ''],
    ['null', null],
  ])('none for %s', (_label, url) => {
    expect(imageVariantUrls(url, 'logo')).toBeNull();
  });
});

describe('responsiveImage: src and srcSet', () => {
  it('our uploads: width descriptors of every size, the main variant as src', () => {
    expect(responsiveImage(uploaded('logo', '192'), 'logo')).toEqual({
      src: uploaded('logo', '192'),
      srcSet: `${uploaded('logo', '96')} 96w, ${uploaded('logo', '192')} 192w`,
    });
    expect(responsiveImage(uploaded('cover', '1200x400'), 'cover').srcSet).toBe(`${uploaded('cover', '600x200')} 600w, ${uploaded('cover', '1200x400')} 1200w`);
    expect(responsiveImage(uploaded('product', '800'), 'product').srcSet).toBe(`${uploaded('product', '400')} 400w, ${uploaded('product', '800')} 800w`);
  });

  it('anything else stays a plain src', () => {
    expect(responsiveImage('/storage/demo/pizza.jpg', 'product')).toEqual({ src: '/storage/demo/pizza.jpg', srcSet: null });
    expect(responsiveImage('https://example.com/capa.jpg', 'cover')).toEqual({ src: 'https://example.com/capa.jpg', srcSet: null });
  });
});

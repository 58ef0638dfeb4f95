import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { API_ROOT } from '../../config';
import { initialsOf, wrapName, type BrandInputs } from './brand-artwork';
import { BrandImageCache, brandVersion } from './brand-image-cache';

const BELLA: BrandInputs = { name: 'Pizzaria Bella Napoli', logo: null, primaryColor: '#B71C1C', secondaryColor: '#2E7D32', tagline: 'Pizzaria · São Paulo/SP' };
const SEED_STORAGE = path.join(API_ROOT, 'storage');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'comanda-brand-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

describe('BrandImageCache', () => {
  it('draws a 1200×630 PNG in the store colours once, then serves the file; concurrent requests share the drawing', async () => {
    const cache = new BrandImageCache(dir, [SEED_STORAGE]);
    const [a, b] = await Promise.all([cache.get(1, 'share', BELLA), cache.get(1, 'share', BELLA)]);
    expect(cache.draws).toBe(1);
    expect(a.png.equals(b.png)).toBe(true);
    expect(await sharp(a.png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The brand colour fills the background, the second colour the band at the bottom.
    expect(await pixel(a.png, 20, 20)).toBe('#B71C1C');
    expect(await pixel(a.png, 20, 620)).toBe('#2E7D32');
    // A new cache (a restart) finds the file on disk.
    const again = new BrandImageCache(dir, [SEED_STORAGE]);
    expect((await again.get(1, 'share', BELLA)).png.equals(a.png)).toBe(true);
    expect(again.draws).toBe(0);
  });

  it('a change of colour, name or logo is a new version and a new file; the old one is removed', async () => {
    const cache = new BrandImageCache(dir, [SEED_STORAGE]);
    const first = await cache.get(1, 'share', BELLA);
    const purple = await cache.get(1, 'share', { ...BELLA, primaryColor: '#6A1B9A' });
    expect(purple.version).not.toBe(first.version);
    expect(await pixel(purple.png, 20, 20)).toBe('#6A1B9A');
    expect(readdirSync(path.join(dir, '1'))).toEqual([`share-${purple.version}.png`]);
    expect(brandVersion({ ...BELLA, name: 'Bella Napoli' })).not.toBe(brandVersion(BELLA));
    expect(brandVersion({ ...BELLA, logo: 'demo/x.png' })).not.toBe(brandVersion(BELLA));
    expect(brandVersion({ ...BELLA })).toBe(first.version);
  });

  it("draws the store's logo in the circle (read from storage), else its initials on white", async () => {
    const cache = new BrandImageCache(dir, [SEED_STORAGE]);
    const plain = await cache.get(1, 'share', BELLA);
    // Inside the circle, above the initials: white.
    expect(await pixel(plain.png, 290, 150)).toBe('#FFFFFF');
    const withLogo = await cache.get(1, 'share', { ...BELLA, logo: 'demo/acai-da-praia/tigela-tropical.svg' });
    expect(await pixel(withLogo.png, 290, 150)).not.toBe('#FFFFFF');
    // Outside storage, or another site's address: never read, the initials are drawn.
    const escaped = await cache.get(2, 'share', { ...BELLA, logo: '/storage/../../etc/passwd' });
    const external = await cache.get(3, 'share', { ...BELLA, logo: 'https://example.com/logo.png' });
    expect(await pixel(escaped.png, 290, 150)).toBe('#FFFFFF');
    expect(await pixel(external.png, 290, 150)).toBe('#FFFFFF');
  });

  it('draws square 192 and 512 icons', async () => {
    const cache = new BrandImageCache(dir, [SEED_STORAGE]);
    for (const [kind, size] of [['icon-192', 192], ['icon-512', 512]] as const) {
      const { png } = await cache.get(1, kind, BELLA);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: size, height: size });
      expect(await pixel(png, 2, 2)).toBe('#B71C1C');
    }
    expect(readdirSync(path.join(dir, '1')).sort()).toHaveLength(2);
  });

  it('draws any name: markup and control characters are text, not SVG', async () => {
    const cache = new BrandImageCache(dir, [SEED_STORAGE]);
    const { png } = await cache.get(1, 'share', { ...BELLA, name: 'Bar <b>&</b> "Zé"\u0001\u0008', tagline: '</text><script/>' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('names: initials and two lines at most', () => {
    expect(initialsOf('Pizzaria Bella Napoli')).toBe('PB');
    expect(initialsOf('Açaí')).toBe('AÇ');
    expect(initialsOf('<b>')).toBe('B');
    expect(wrapName('Churrascaria Fogo Gaúcho do Sul', 16)).toEqual(['Churrascaria', 'Fogo Gaúcho do…']);
  });
});

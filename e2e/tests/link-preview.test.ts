// Issue #14, "Shared and found": a store's link pasted in WhatsApp is fetched by its link-preview bot (plain HTTP,
// Accept: */*), which must find the preview tags and a 1200×630 image; a product's own link opens its modal.
import { browserTest, baseURL, saveScreen } from '../support/browser-test';
import { DEMO_STORES, fetchProduct, productDialog, waitForHydration } from '../support/storefront';

const SLUG = DEMO_STORES.pizzaria;
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' };

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** What a preview bot reads: `<meta property|name="key" content="…">` in the head. */
function tagsOf(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return new Map([...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link preview (WhatsApp, Facebook, Telegram, Slack)', () => {
  test('the store link answers the rendered page with Open Graph tags, and og:image is a 1200×630 PNG', async () => {
    const response = await fetch(`${baseURL()}/loja/${SLUG}`, { headers: WHATSAPP });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const tags = tagsOf(html);
    expect(tags.get('og:title')).toBe('Pizzaria Bella Napoli');
    expect(tags.get('og:description')).toBe('Pizzas de fermentação natural assadas no forno a lenha desde 1998.');
    expect(tags.get('og:url')).toBe(`${baseURL()}/loja/${SLUG}`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:locale')).toBe('pt_BR');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/loja/${SLUG}">`);
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Restaurant"/);

    // The bot then fetches the image at the absolute URL it was given.
    const imageUrl = tags.get('og:image')!;
    expect(imageUrl.startsWith(`${baseURL()}/loja/${SLUG}/share.png?v=`)).toBe(true);
    const image = await fetch(imageUrl, { headers: WHATSAPP });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  test("a product's link has its own preview: name, price, description", async () => {
    const product = await fetchProduct(SLUG, 'Calabresa');
    const response = await fetch(`${baseURL()}/loja/${SLUG}/p/${product.id}`, { headers: WHATSAPP });
    expect(response.status).toBe(200);
    const tags = tagsOf(await response.text());
    expect(tags.get('og:title')).toBe('Calabresa — Pizzaria Bella Napoli');
    expect(product.promo_price).toBeNull();
    const price = Number(product.price).toFixed(2);
    // 'R$ 49,90 · Calabresa fatiada, cebola roxa e azeitonas'
    expect(tags.get('og:description')).toBe(`R$ ${price.replace('.', ',')} · ${product.short_description}`);
    expect(tags.get('og:type')).toBe('product');
    expect(tags.get('product:price:amount')).toBe(price);
  });

  browserTest("opening a product's link in the browser shows the store with that product's modal open", async ({ page }) => {
    const product = await fetchProduct(SLUG, 'Calabresa');
    await page.goto(`/loja/${SLUG}/p/${product.id}`);
    await waitForHydration(page);
    const dialog = productDialog(page, 'Calabresa');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Compartilhar' }).waitFor();
    await saveScreen(page, 'link-do-produto');
    // Closing it leaves the store's own address, with its cards.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(`**/loja/${SLUG}`);
    await page.getByTestId('product-card').first().waitFor();
  });

  test('sitemap.xml lists the store and its product links; robots.txt points at it', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const product = await fetchProduct(SLUG, 'Calabresa');
    expect(sitemap).toContain(`<loc>${baseURL()}/loja/${SLUG}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL()}/loja/${SLUG}/p/${product.id}</loc>`);
    expect(await (await fetch(`${baseURL()}/robots.txt`)).text()).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});

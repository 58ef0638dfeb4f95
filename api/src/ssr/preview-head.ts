import type { JsonLd, LinkPreview } from '@comanda/shared/domain';
import { escapeHtmlAttribute, jsonForScript } from './html-document';

export type PreviewHeadParts = {
  preview: LinkPreview;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  structuredData: JsonLd[];
  manifestUrl: string;
  themeColor: string;
  /** The 192 px home-screen icon (apple-touch-icon). */
  touchIconUrl: string;
  nonce: string;
};

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtmlAttribute(content)}">`;
const link = (rel: string, href: string) => `<link rel="${rel}" href="${escapeHtmlAttribute(href)}">`;

/**
 * The head of a storefront page for link previews (Open Graph, read by WhatsApp, Facebook, Telegram, Slack and
 * LinkedIn; Twitter cards), search engines (description, canonical, JSON-LD) and installation (manifest, theme
 * colour, touch icon). JSON-LD goes through jsonForScript: no text of a store can close the script element.
 */
export function previewHead({ preview, structuredData, manifestUrl, themeColor, touchIconUrl, nonce }: PreviewHeadParts): string {
  const { image } = preview;
  const tags = [
    meta('name', 'description', preview.description),
    link('canonical', preview.canonicalUrl),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.canonicalUrl),
    meta('property', 'og:image', image.url),
    ...(image.url.startsWith('https:') ? [meta('property', 'og:image:secure_url', image.url)] : []),
    meta('property', 'og:image:type', image.type),
    ...(image.width > 0 ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : []),
    meta('property', 'og:image:alt', image.alt),
    ...(preview.price
      ? [meta('property', 'product:price:amount', preview.price.amount), meta('property', 'product:price:currency', preview.price.currency)]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    meta('name', 'theme-color', themeColor),
    link('manifest', manifestUrl),
    link('apple-touch-icon', touchIconUrl),
    ...structuredData.map((data) => `<script type="application/ld+json" nonce="${nonce}">${jsonForScript(data)}</script>`),
  ];
  return tags.join('');
}

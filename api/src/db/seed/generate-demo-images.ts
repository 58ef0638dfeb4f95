/**
 * Writes the demo product illustrations: api/storage/demo/<store>/<product>.svg (card image) and
 * <product>-detalhe.svg (second gallery image), from the demo catalogs and store colours.
 * The output is committed; run again after changing a demo catalog:
 *   npx tsx api/src/db/seed/generate-demo-images.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../config';
import { DEMO_CATALOGS, productSlug, type IllustrationIcon } from './catalogs';
import { DEMO_STORES } from './demo-stores';

const W = '#FFFFFF';

/** Simple line-art icons in a 160×160 box centred on (0, 0). */
const ICONS: Record<IllustrationIcon, string> = {
  pizza: `<circle r="62" fill="${W}" fill-opacity=".92"/><circle r="52" fill="#FFB74D"/><path d="M0 0L0-52M0 0L45 26M0 0L-45 26" stroke="${W}" stroke-width="4"/><g fill="#C62828"><circle cx="-18" cy="-22" r="8"/><circle cx="22" cy="-10" r="8"/><circle cx="-4" cy="28" r="8"/><circle cx="-30" cy="10" r="6"/><circle cx="26" cy="26" r="6"/></g>`,
  plate: `<circle r="58" fill="${W}" fill-opacity=".92"/><circle r="40" fill="none" stroke="#BDBDBD" stroke-width="3"/><path d="M-78-45v40m-8-40v22a8 8 0 0016 0v-22M-78-5v50" stroke="${W}" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M78-45c-10 10-10 30 0 38v52" stroke="${W}" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="-10" cy="-6" r="14" fill="#FFB74D"/><circle cx="14" cy="10" r="12" fill="#81C784"/>`,
  cone: `<path d="M-34 0L0 72L34 0Z" fill="#FFCC80" stroke="${W}" stroke-width="4" stroke-linejoin="round"/><path d="M-22 10l30 30M-8 4l30 30M-30 26l20 20" stroke="#E65100" stroke-opacity=".4" stroke-width="3"/><circle cx="-16" cy="-14" r="24" fill="${W}"/><circle cx="18" cy="-16" r="24" fill="${W}" fill-opacity=".85"/><circle cx="0" cy="-44" r="24" fill="${W}" fill-opacity=".95"/>`,
  burger: `<path d="M-60-8a60 46 0 01120 0z" fill="#FFB74D" stroke="${W}" stroke-width="4"/><g fill="${W}"><circle cx="-20" cy="-30" r="3"/><circle cx="4" cy="-38" r="3"/><circle cx="24" cy="-26" r="3"/></g><path d="M-64 2h128" stroke="#81C784" stroke-width="8" stroke-linecap="round"/><rect x="-62" y="10" width="124" height="18" rx="9" fill="#5D4037"/><path d="M-62 34h124v8a14 14 0 01-14 14h-96a14 14 0 01-14-14z" fill="#FFB74D" stroke="${W}" stroke-width="4"/>`,
  glass: `<path d="M-50-50h100L0 10z" fill="${W}" fill-opacity=".9"/><path d="M-38-38h76L0 0z" fill="#FFB74D" fill-opacity=".8"/><path d="M0 10v50M-28 62h56" stroke="${W}" stroke-width="6" stroke-linecap="round"/><circle cx="30" cy="-56" r="10" fill="#81C784" stroke="${W}" stroke-width="3"/><path d="M22-48l-20 30" stroke="${W}" stroke-width="3"/>`,
  bottle: `<path d="M-12-70h24v26c18 8 22 20 22 34v72a10 10 0 01-10 10h-48a10 10 0 01-10-10v-72c0-14 4-26 22-34z" fill="${W}" fill-opacity=".9"/><rect x="-26" y="0" width="52" height="40" rx="6" fill="#FFB74D"/><rect x="-14" y="-80" width="28" height="12" rx="3" fill="${W}"/>`,
  sandwich: `<path d="M-64 30L0-56L64 30z" fill="#FFE0B2" stroke="${W}" stroke-width="5" stroke-linejoin="round"/><path d="M-56 30h112" stroke="#81C784" stroke-width="10" stroke-linecap="round"/><path d="M-50 42h100" stroke="#E57373" stroke-width="8" stroke-linecap="round"/><path d="M-64 54h128" stroke="#FFB74D" stroke-width="12" stroke-linecap="round"/>`,
  cup: `<path d="M-48-20h80v46a30 30 0 01-30 30h-20a30 30 0 01-30-30z" fill="${W}" fill-opacity=".92"/><path d="M32-8h8a16 16 0 010 32h-8" fill="none" stroke="${W}" stroke-width="7"/><path d="M-70 62h124" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="M-26-34c-8-10 8-18 0-30M-4-34c-8-10 8-18 0-30M18-34c-8-10 8-18 0-30" stroke="${W}" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="-8" cy="-14" rx="34" ry="5" fill="#6D4C41"/>`,
  bread: `<path d="M-70 30c0-50 30-74 70-74s70 24 70 74v14a8 8 0 01-8 8h-124a8 8 0 01-8-8z" fill="#FFCC80" stroke="${W}" stroke-width="5"/><path d="M-30-20l14 24M0-30l14 24M30-20l14 24" stroke="#E65100" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>`,
  bowl: `<path d="M-70-6h140a70 62 0 01-140 0z" fill="${W}" fill-opacity=".92"/><ellipse cy="-6" rx="70" ry="14" fill="#7B1FA2"/><g><circle cx="-30" cy="-16" r="10" fill="#FFD54F"/><circle cx="-6" cy="-20" r="9" fill="#E53935"/><circle cx="18" cy="-14" r="10" fill="#81C784"/><circle cx="38" cy="-20" r="7" fill="#FFB74D"/></g><path d="M-24 66h48" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`,
  cake: `<rect x="-60" y="0" width="120" height="50" rx="8" fill="${W}" fill-opacity=".92"/><rect x="-42" y="-38" width="84" height="40" rx="8" fill="#F8BBD0" stroke="${W}" stroke-width="4"/><path d="M-60 16c12 10 24 10 30 0s18-10 30 0 18 10 30 0 18-10 30 0" stroke="#EC407A" stroke-width="5" fill="none"/><rect x="-4" y="-64" width="8" height="26" rx="3" fill="${W}"/><path d="M0-80c6 6 6 12 0 14-6-2-6-8 0-14z" fill="#FFD54F"/>`,
  pastel: `<path d="M-70 30a70 70 0 01140 0z" fill="#FFCC80" stroke="${W}" stroke-width="5"/><g fill="${W}"><circle cx="-58" cy="20" r="4"/><circle cx="-44" cy="-6" r="4"/><circle cx="-22" cy="-24" r="4"/><circle cx="0" cy="-30" r="4"/><circle cx="22" cy="-24" r="4"/><circle cx="44" cy="-6" r="4"/><circle cx="58" cy="20" r="4"/></g><path d="M-80 44h160" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`,
  steak: `<path d="M-60-10c0-34 40-52 76-40s48 44 30 70-60 34-86 16-20-30-20-46z" fill="#A1887F" stroke="${W}" stroke-width="5"/><path d="M-30 0c10-16 34-22 52-10" stroke="${W}" stroke-opacity=".7" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="30" cy="14" r="10" fill="${W}"/><path d="M50 40l30 26" stroke="${W}" stroke-width="8" stroke-linecap="round"/>`,
  box: `<rect x="-66" y="-20" width="132" height="76" rx="10" fill="${W}" fill-opacity=".92"/><rect x="-74" y="-36" width="148" height="20" rx="6" fill="${W}"/><path d="M-10-20v76" stroke="#BDBDBD" stroke-width="4"/><circle cx="-38" cy="18" r="16" fill="#FFB74D"/><circle cx="30" cy="8" r="12" fill="#81C784"/><circle cx="30" cy="36" r="10" fill="#8D6E63"/>`,
  truck: `<rect x="-76" y="-40" width="104" height="74" rx="8" fill="${W}" fill-opacity=".92"/><path d="M28-20h26l22 26v28h-48z" fill="${W}" fill-opacity=".8"/><rect x="-62" y="-28" width="70" height="22" rx="4" fill="#FFB74D"/><circle cx="-44" cy="40" r="14" fill="#37474F" stroke="${W}" stroke-width="5"/><circle cx="46" cy="40" r="14" fill="#37474F" stroke="${W}" stroke-width="5"/>`,
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most `maxLines` lines of about `width` characters (the last one ellipsised). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";

function cardSvg(name: string, icon: IllustrationIcon, primary: string, secondary: string, id: string): string {
  const lines = wrap(name, 24, 2);
  const firstY = lines.length === 1 ? 252 : 238;
  const text = lines
    .map((line, i) => `<text x="200" y="${firstY + i * 30}" text-anchor="middle" font-size="25" font-weight="700" fill="${W}" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g${id})"/>
<g fill="${W}" fill-opacity=".08"><circle cx="40" cy="40" r="70"/><circle cx="370" cy="60" r="46"/><circle cx="340" cy="280" r="90"/></g>
<rect x="24" y="206" width="352" height="${lines.length === 1 ? 70 : 86}" rx="14" fill="#000" fill-opacity=".18"/>
<g transform="translate(200 108) scale(.95)">${ICONS[icon]}</g>
${text}
</svg>
`;
}

function detailSvg(name: string, storeName: string, icon: IllustrationIcon, primary: string, secondary: string, id: string): string {
  const lines = wrap(name, 15, 4);
  const text = lines
    .map((line, i) => `<text x="214" y="${112 + i * 26}" font-size="20" font-weight="700" fill="${W}" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(name)} — ${escapeXml(storeName)}">
<defs><radialGradient id="r${id}" cx=".3" cy=".4" r=".9"><stop offset="0" stop-color="${secondary}"/><stop offset="1" stop-color="${primary}"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#r${id})"/>
<circle cx="110" cy="150" r="96" fill="${W}" fill-opacity=".14"/>
<g transform="translate(110 150) scale(1.15)">${ICONS[icon]}</g>
${text}
<text x="214" y="${112 + lines.length * 26 + 8}" font-size="14" fill="${W}" fill-opacity=".85" ${FONT}>${escapeXml(storeName)}</text>
</svg>
`;
}

export function generateDemoImages(root = path.join(API_ROOT, 'storage', 'demo')): number {
  let written = 0;
  for (const catalog of DEMO_CATALOGS) {
    const store = DEMO_STORES.find((s) => s.slug === catalog.store);
    if (!store) throw new Error(`catalog of unknown store ${catalog.store}`);
    const dir = path.join(root, catalog.store);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const primary = store.primaryColor ?? '#455A64';
    const secondary = store.secondaryColor ?? '#90A4AE';
    for (const category of catalog.categories) {
      for (const product of category.products) {
        const slug = productSlug(product.name);
        const icon = product.icon ?? category.icon ?? catalog.icon;
        writeFileSync(path.join(dir, `${slug}.svg`), cardSvg(product.name, icon, primary, secondary, slug));
        writeFileSync(path.join(dir, `${slug}-detalhe.svg`), detailSvg(product.name, store.name, icon, primary, secondary, slug));
        written += 2;
      }
    }
  }
  return written;
}

if (require.main === module) {
  console.log(`${generateDemoImages()} imagens geradas em api/storage/demo/`);
}

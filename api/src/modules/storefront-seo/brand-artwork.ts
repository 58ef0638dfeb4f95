import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HEX_COLOUR_PATTERN, SHARE_IMAGE_SIZE, storageUrl, textColourOn } from '@comanda/shared/domain';

/** What the store's share image and icons are drawn from: a change to any of it is a new image (brand-image-cache). */
export type BrandInputs = {
  name: string;
  logo: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  /** 'Pizzaria · São Paulo/SP' under the name on the share image. */
  tagline: string | null;
};

export type BrandImageKind = 'share' | 'icon-192' | 'icon-512';

/** Bumped when the drawing below changes: every cached image is then drawn again. */
export const BRAND_ARTWORK_VERSION = 1;

const DEFAULT_PRIMARY = '#C62828';
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const colour = (value: string | null, fallback: string) => (value && HEX_COLOUR_PATTERN.test(value) ? value.toUpperCase() : fallback);

/** XML text: escaped, and without the control characters XML 1.0 forbids (a name pasted with one would break the SVG). */
const escapeXml = (text: string) =>
  [...text]
    .filter((char) => char.charCodeAt(0) >= 0x20 || char === '\t' || char === '\n' || char === '\r')
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Up to two letters of the name ('Pizzaria Bella Napoli' → 'PB'), drawn when the store has no usable logo. */
export function initialsOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** The name in at most two lines of at most `perLine` characters (cut with '…' beyond). */
export function wrapName(name: string, perLine: number): string[] {
  const words = name.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, 2).map((text) => (text.length > perLine ? `${text.slice(0, perLine - 1)}…` : text));
  if (lines.length > 2) kept[1] = `${kept[1]!.slice(0, perLine - 1).replace(/\s+$/, '')}…`;
  return kept;
}

/**
 * The logo as a square PNG, or null: only images on our storage (uploads and the seed's files) are read; an
 * external URL is never fetched while answering a preview bot (no server-side requests to addresses a store typed).
 */
export async function loadLogo(logo: string | null, storageRoots: readonly string[], size: number): Promise<Buffer | null> {
  const url = storageUrl(logo);
  if (!url?.startsWith('/storage/')) return null;
  const relative = decodeURIComponent(url.slice('/storage/'.length).split(/[?#]/)[0]!);
  for (const root of storageRoots) {
    const file = path.resolve(root, relative);
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    try {
      const bytes = await readFile(file);
      return await sharp(bytes, { limitInputPixels: 25_000_000, pages: 1 }).resize(size, size, { fit: 'cover' }).png().toBuffer();
    } catch {
      // Missing here (the next root may have it) or not an image: no logo.
    }
  }
  return null;
}

function emblem(inputs: BrandInputs, logo: Buffer | null, cx: number, cy: number, r: number, primary: string): string {
  if (logo) {
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#FFFFFF"/>` +
      `<clipPath id="logo"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      `<image href="data:image/png;base64,${logo.toString('base64')}" x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" clip-path="url(#logo)" preserveAspectRatio="xMidYMid slice"/>`
    );
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF"/>` +
    `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(r * 0.8)}" fill="${primary}">${escapeXml(initialsOf(inputs.name))}</text>`
  );
}

/** 1200×630: the brand colour with a band of the second colour, the logo in a circle, the name and what/where it is. */
export function shareImageSvg(inputs: BrandInputs, logo: Buffer | null): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const primary = colour(inputs.primaryColor, DEFAULT_PRIMARY);
  const secondary = colour(inputs.secondaryColor, primary);
  const ink = textColourOn(primary);
  // 600 px of room right of the emblem; DejaVu Sans Bold averages about 0.55 em a character.
  const single = inputs.name.trim().length <= 13;
  const lines = single ? [inputs.name.trim()] : wrapName(inputs.name, 16);
  const nameSize = single ? 80 : 64;
  const nameTop = lines.length > 1 ? 250 : 290;
  const name = lines
    .map((line, i) => `<text x="560" y="${nameTop + i * (nameSize + 12)}" font-family="${FONT}" font-weight="700" font-size="${nameSize}" fill="${ink}">${escapeXml(line)}</text>`)
    .join('');
  const taglineY = nameTop + (lines.length - 1) * (nameSize + 12) + 70;
  const tagline = inputs.tagline
    ? `<text x="560" y="${taglineY}" font-family="${FONT}" font-size="36" fill="${ink}" fill-opacity="0.85">${escapeXml(wrapName(inputs.tagline, 34)[0]!)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${primary}"/>` +
    `<path d="M0 ${height - 90} L${width} ${height - 190} L${width} ${height} L0 ${height} Z" fill="${secondary}"/>` +
    emblem(inputs, logo, 290, 300, 190, primary) +
    name +
    tagline +
    `<text x="560" y="${height - 60}" font-family="${FONT}" font-weight="700" font-size="34" fill="${textColourOn(secondary)}">Peça online · cardápio digital</text>` +
    `</svg>`
  );
}

/** A square home-screen icon: the logo (or the initials) on the brand colour, inside the maskable safe zone. */
export function iconSvg(inputs: BrandInputs, logo: Buffer | null, size: number): string {
  const primary = colour(inputs.primaryColor, DEFAULT_PRIMARY);
  const c = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${primary}"/>` +
    emblem(inputs, logo, c, c, Math.round(size * 0.36), primary) +
    `</svg>`
  );
}

export const sizeOfKind = (kind: BrandImageKind): { width: number; height: number } =>
  kind === 'share' ? SHARE_IMAGE_SIZE : { width: Number(kind.slice(5)), height: Number(kind.slice(5)) };

/** Draws one image as PNG. */
export async function drawBrandImage(kind: BrandImageKind, inputs: BrandInputs, storageRoots: readonly string[]): Promise<Buffer> {
  const { width } = sizeOfKind(kind);
  const logoSize = kind === 'share' ? 380 : Math.round(width * 0.72);
  const logo = await loadLogo(inputs.logo, storageRoots, logoSize);
  const svg = kind === 'share' ? shareImageSvg(inputs, logo) : iconSvg(inputs, logo, width);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

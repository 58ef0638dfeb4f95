// Draws the square icons of an installable app (<out>/<name>-192.png and -512.png) with no dependency: a background
// colour with a white mark inside the maskable safe zone, either block letters with an underline or a map pin.
//
//   node scripts/make-pwa-icons.cjs --out mf-pos/public/icons --name pdv --text PDV
//   node scripts/make-pwa-icons.cjs --out mf-store/public/icons --name entregador --pin
//
// Options: --background and --foreground (hex, default c62828 and ffffff, the brand red and white), --sizes (192,512).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { parseArgs } = require('node:util');

// 5 x 7 glyphs.
const GLYPHS = {
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  V: ['10001', '10001', '10001', '10001', '01010', '01010', '00100'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of size x size; `pixel(x, y)` is the mark (true) or the background (false). */
function png(size, colours, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < size; x += 1) raw.set(pixel(x, y) ? colours.foreground : colours.background, row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Block letters with an underline, about 60 % of the icon wide (inside the maskable safe zone, an 80 % circle). */
function lettersMark(size, text) {
  const columns = text.length * 5 + (text.length - 1) * 2; // glyphs + 2-cell gaps
  const cell = Math.floor((size * 0.6) / columns);
  const left = Math.floor((size - columns * cell) / 2);
  const underlineHeight = Math.max(1, Math.floor(cell / 2));
  const top = Math.floor((size - 9 * cell - underlineHeight) / 2); // letters, a gap, the underline: centred together
  const underline = { top: top + 9 * cell, height: underlineHeight };
  return (x, y) => {
    const gx = Math.floor((x - left) / cell);
    const gy = Math.floor((y - top) / cell);
    if (x >= left && gx < columns && y >= underline.top && y < underline.top + underline.height) return true;
    if (x < left || y < top || gx >= columns || gy >= 7) return false;
    const letter = Math.floor(gx / 7);
    const column = gx % 7;
    if (column >= 5) return false;
    return GLYPHS[text[letter]][gy][column] === '1';
  };
}

/** A map pin: a disc with a hole, narrowing to a point below; about 55 % of the icon tall (maskable safe zone). */
function pinMark(size) {
  const radius = size * 0.17;
  const cx = size / 2;
  const cy = size * 0.42;
  const tipY = cy + radius * 2.3;
  const hole = radius * 0.42;
  const sine = radius / (tipY - cy);
  const slope = sine / Math.sqrt(1 - sine * sine);
  return (x, y) => {
    const dx = x + 0.5 - cx;
    const dy = y + 0.5 - cy;
    const distance = Math.hypot(dx, dy);
    if (distance <= hole) return false;
    if (distance <= radius) return true;
    // Below the centre: the cone from the tip, tangent to the disc.
    const up = tipY - (y + 0.5);
    return dy > radius * sine && up > 0 && Math.abs(dx) <= up * slope;
  };
}

function rgb(hex, option) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) fail(`--${option} deve ser uma cor hexadecimal (ex.: c62828), não "${hex}".`);
  return [0, 2, 4].map((at) => parseInt(match[1].slice(at, at + 2), 16));
}

function fail(message) {
  console.error(`${message}\nUso: node scripts/make-pwa-icons.cjs --out <pasta> --name <prefixo> (--text <letras> | --pin) [--background c62828] [--foreground ffffff] [--sizes 192,512]`);
  process.exit(1);
}

function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string' },
        name: { type: 'string' },
        text: { type: 'string' },
        pin: { type: 'boolean', default: false },
        background: { type: 'string', default: 'c62828' },
        foreground: { type: 'string', default: 'ffffff' },
        sizes: { type: 'string', default: '192,512' },
      },
    }));
  } catch (error) {
    fail(error.message);
  }
  if (!values.out || !values.name) fail('Informe --out e --name.');
  if (Boolean(values.text) === values.pin) fail('Informe --text ou --pin (um dos dois).');
  const text = values.text ? values.text.toUpperCase() : null;
  const missing = text ? [...text].filter((letter) => !GLYPHS[letter]) : [];
  if (missing.length > 0) fail(`Sem desenho para ${missing.join(', ')}: letras disponíveis ${Object.keys(GLYPHS).join(', ')}.`);
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 16)) fail(`--sizes inválido: "${values.sizes}".`);
  const colours = { background: rgb(values.background, 'background'), foreground: rgb(values.foreground, 'foreground') };

  const out = path.resolve(values.out);
  fs.mkdirSync(out, { recursive: true });
  for (const size of sizes) {
    const mark = text ? lettersMark(size, text) : pinMark(size);
    fs.writeFileSync(path.join(out, `${values.name}-${size}.png`), png(size, colours, mark));
  }
  console.log(`Ícones gravados em ${out}`);
}

main();

// Draws the Comanda PDV app icons (mf-pos/public/icons/pdv-{192,512}.png) with no dependency: the brand red with
// "PDV" in white block letters inside the maskable safe zone. Run: node mf-pos/src/offline/pwa/make-icons.cjs
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BACKGROUND = [0xc6, 0x28, 0x28];
const FOREGROUND = [0xff, 0xff, 0xff];
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

function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < size; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function icon(size) {
  const text = 'PDV';
  const columns = text.length * 5 + (text.length - 1) * 2; // glyphs + 2-cell gaps
  const cell = Math.floor((size * 0.6) / columns); // inside the maskable safe zone (80 % circle)
  const left = Math.floor((size - columns * cell) / 2);
  const underlineHeight = Math.max(1, Math.floor(cell / 2));
  const top = Math.floor((size - 9 * cell - underlineHeight) / 2); // letters, a gap, the underline: centred together
  const underline = { top: top + 9 * cell, height: underlineHeight };
  return png(size, (x, y) => {
    const gx = Math.floor((x - left) / cell);
    const gy = Math.floor((y - top) / cell);
    if (x >= left && gx < columns && y >= underline.top && y < underline.top + underline.height) return FOREGROUND;
    if (x < left || y < top || gx >= columns || gy >= 7) return BACKGROUND;
    const letter = Math.floor(gx / 7);
    const column = gx % 7;
    if (column >= 5) return BACKGROUND;
    return GLYPHS[text[letter]][gy][column] === '1' ? FOREGROUND : BACKGROUND;
  });
}

const out = path.join(__dirname, '../../../public/icons');
fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) fs.writeFileSync(path.join(out, `pdv-${size}.png`), icon(size));
console.log(`Ícones gravados em ${out}`);

// Draws the Comanda Entregador app icons (mf-store/public/icons/entregador-{192,512}.png) with no dependency: the
// brand red with a white map pin inside the maskable safe zone. Run: node mf-store/src/driver-app/pwa/make-icons.cjs
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BACKGROUND = [0xc6, 0x28, 0x28];
const FOREGROUND = [0xff, 0xff, 0xff];

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

/** A map pin: a disc with a hole, narrowing to a point below; about 55 % of the icon tall (maskable safe zone). */
function icon(size) {
  const radius = size * 0.17;
  const cx = size / 2;
  const cy = size * 0.42;
  const tipY = cy + radius * 2.3;
  const hole = radius * 0.42;
  const sine = radius / (tipY - cy);
  const slope = sine / Math.sqrt(1 - sine * sine);
  return png(size, (x, y) => {
    const dx = x + 0.5 - cx;
    const dy = y + 0.5 - cy;
    const distance = Math.hypot(dx, dy);
    if (distance <= hole) return BACKGROUND;
    if (distance <= radius) return FOREGROUND;
    // Below the centre: the cone from the tip, tangent to the disc.
    const up = tipY - (y + 0.5);
    if (dy > radius * sine && up > 0 && Math.abs(dx) <= up * slope) return FOREGROUND;
    return BACKGROUND;
  });
}

const out = path.join(__dirname, '../../../public/icons');
fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) fs.writeFileSync(path.join(out, `entregador-${size}.png`), icon(size));
console.log(`Ícones gravados em ${out}`);

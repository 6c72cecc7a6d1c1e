// Draws the app icon (a navy shield with a white door, the tray icon's colours) into resources/:
// icon.png (1024 px), icons/SIZExSIZE.png for Linux, icon.ico for Windows and icon.icns for macOS.
// With the .ico and .icns here, electron-builder needs no icon converter (a download) to package.
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const NAVY = [0x1e, 0x40, 0x78];
const RIM = [0x3a, 0x66, 0xa8];
const WHITE = [0xeb, 0xf0, 0xfa];
const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

// The shield in unit coordinates: straight sides down to the middle, then narrowing to a point.
function shieldHalfWidth(y, inset) {
  const top = 0.08 + inset;
  const bottom = 0.93 - inset * 1.6;
  if (y < top || y > bottom) return -1;
  const width = 0.4 - inset;
  if (y <= 0.5) return width;
  const t = (y - 0.5) / (bottom - 0.5);
  return width * (1 - t * t);
}

function insideShield(x, y, inset) {
  const corner = 0.07;
  const halfWidth = shieldHalfWidth(y, inset);
  if (halfWidth < 0 || Math.abs(x - 0.5) > halfWidth) return false;
  // Round the two top corners.
  const cx = 0.5 + Math.sign(x - 0.5) * (halfWidth - corner);
  const cy = 0.08 + inset + corner;
  return !(y < cy && Math.abs(x - 0.5) > halfWidth - corner && (x - cx) ** 2 + (y - cy) ** 2 > corner ** 2);
}

function colourAt(x, y) {
  if (!insideShield(x, y, 0)) return null;
  const inDoor = x >= 0.39 && x <= 0.61 && y >= 0.27 && y <= 0.68;
  if (inDoor) return (x - 0.565) ** 2 + (y - 0.49) ** 2 <= 0.02 ** 2 ? NAVY : WHITE;
  return insideShield(x, y, 0.035) ? NAVY : RIM;
}

/** Straight (not premultiplied) RGBA, top row first. */
function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size);
          if (!colour) continue;
          covered++;
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = covered ? Math.round(sum[c] / covered) : 0;
      pixels[at + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const filteredRows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(filteredRows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 32-bit bottom-up DIB with its AND mask: what every Windows icon reader takes below 256 px. */
function dib(size, pixels) {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // the colour rows and the mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const colour = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      colour.set([pixels[from + 2], pixels[from + 1], pixels[from], pixels[from + 3]], to);
    }
  }
  const mask = Buffer.alloc(Math.ceil(size / 32) * 4 * size); // all zero: the alpha channel decides
  return Buffer.concat([header, colour, mask]);
}

function ico(images) {
  const directory = Buffer.alloc(6 + images.length * 16);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + index * 16;
    directory.writeUInt8(size % 256, entry); // 0 means 256
    directory.writeUInt8(size % 256, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(data.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([directory, ...images.map(({ data }) => data)]);
}

function icns(entries) {
  const parts = entries.map(([type, data]) => {
    const header = Buffer.alloc(8);
    header.write(type, 0, 'ascii');
    header.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([header, data]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'ascii');
  header.writeUInt32BE(8 + parts.reduce((total, part) => total + part.length, 0), 4);
  return Buffer.concat([header, ...parts]);
}

const pixels = new Map([16, 32, 48, 64, 128, 256, 512, 1024].map((size) => [size, render(size)]));
const pngOf = (size) => png(size, pixels.get(size));
const resources = new URL('../resources/', import.meta.url);
writeFileSync(new URL('icon.png', resources), pngOf(1024));
mkdirSync(new URL('icons/', resources), { recursive: true });
for (const size of LINUX_SIZES) writeFileSync(new URL(`icons/${size}x${size}.png`, resources), pngOf(size));
writeFileSync(
  new URL('icon.ico', resources),
  ico([
    ...[16, 32, 48, 64, 128].map((size) => ({ size, data: dib(size, pixels.get(size)) })),
    { size: 256, data: pngOf(256) },
  ]),
);
// PNG-coded entries, 1x and 2x (macOS 10.7 and later).
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['icp6', 64],
  ['ic12', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic13', 256],
  ['ic09', 512],
  ['ic14', 512],
  ['ic10', 1024],
];
writeFileSync(new URL('icon.icns', resources), icns(ICNS_TYPES.map(([type, size]) => [type, pngOf(size)])));

import { crc32, deflateSync } from 'node:zlib';

/** A small valid RGB PNG with a two-colour stripe pattern (a stand-in for a diagram). */
export function tinyPng(width: number, height: number, seed: number): Buffer {
  const a = [(seed * 67) % 256, (seed * 131) % 256, (seed * 29) % 256];
  const b = [255 - (a[0] ?? 0), 255 - (a[1] ?? 0), 255 - (a[2] ?? 0)];
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) {
      const colour = ((x >> 2) + (y >> 2)) % 2 ? a : b;
      rows.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

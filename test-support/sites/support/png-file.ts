import { crc32, deflateSync } from 'node:zlib';
import type { SiteFile } from '../../serve-site.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid one-pixel PNG whose colour is derived from `seed`, so every fixture image has its own
 * bytes (a content-addressed asset store cannot merge two diagrams into one).
 */
export function pngFile(seed: string): SiteFile {
  const rgb = Buffer.from([0, 0, 0]);
  for (let i = 0; i < seed.length; i++) rgb[i % 3] = (rgb[i % 3]! * 31 + seed.charCodeAt(i)) & 255;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const body = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { body, contentType: 'image/png' };
}

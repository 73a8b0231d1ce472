import { encodePng } from '../test-support/encode-png.ts';

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
  return encodePng(width, height, rows);
}

import { encodePng } from '../../encode-png.ts';
import type { SiteFile } from '../../serve-site.ts';

/**
 * A valid one-pixel PNG whose colour is derived from `seed`, so every fixture image has its own
 * bytes (a content-addressed asset store cannot merge two diagrams into one).
 */
export function pngFile(seed: string): SiteFile {
  const rgb = Buffer.from([0, 0, 0]);
  for (let i = 0; i < seed.length; i++) rgb[i % 3] = (rgb[i % 3]! * 31 + seed.charCodeAt(i)) & 255;
  return {
    body: encodePng(1, 1, Buffer.concat([Buffer.from([0]), rgb])),
    contentType: 'image/png',
  };
}

import { sanitizeSvg } from './sanitize-svg.ts';

/** An asset as the cache stores it. */
export interface IngestedAsset {
  contentType: string;
  bytes: Buffer;
}

/** The image types the reader shows; anything else is not stored, whatever it claims to be. */
const RASTER: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  'image/x-icon': (b) => b.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])),
};
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
};

/**
 * The one gate for assets, for a sync and an import alike: the type must be an image the reader
 * shows, a raster image's bytes must start as that type does (a page labelled image/png is not
 * stored), and an SVG is stored sanitised (sanitize-svg.ts). Returns why when it is refused.
 */
export function ingestAsset(
  contentType: string,
  bytes: Buffer,
): IngestedAsset | { refused: string } {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  const type = ALIASES[essence] ?? essence;
  if (type === 'image/svg+xml') {
    const svg = sanitizeSvg(bytes.toString('utf8'));
    if (svg === undefined) return { refused: 'not an SVG document' };
    return { contentType: type, bytes: Buffer.from(svg, 'utf8') };
  }
  const matches = RASTER[type];
  if (matches === undefined) return { refused: `not an image type the reader shows (${essence})` };
  if (!matches(bytes)) return { refused: `its bytes are not ${type}` };
  return { contentType: type, bytes };
}

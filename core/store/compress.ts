import { brotliDecompressSync, constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';

/**
 * The codec new rows are written with, stored beside every compressed column so each row says how
 * to read it. zstd level 3, chosen by measurement on the packed pages of python3.11-doc and
 * python-dask-doc (thread CPU a page, fraction of the input kept): python's large pages took
 * 0.54–0.62 ms at level 5 for 0.130 and take 0.22–0.24 ms at level 3 for 0.141 (level 1: 0.21 ms,
 * 0.155), dask's 0.10 against 0.05 ms for 0.201 against 0.214. Level 5 was a quarter of the
 * compression in a sync for 6–9% less cache. The level is in the name only to say which Folio
 * wrote a row: every zstd row decodes alike.
 */
export const CODEC = 'zstd3';
const LEVEL = 3;

/**
 * Every codec this Folio reads: caches and bundles written before zstd hold brotli (`br5`) rows,
 * and those written before level 3 hold `zstd5` rows. Both stay readable, and are rewritten only
 * when their page changes.
 */
type Decoder = (bytes: Uint8Array, maxOutputLength?: number) => Buffer;
const zstd: Decoder = (bytes, maxOutputLength) => zstdDecompressSync(bytes, { maxOutputLength });
const DECODERS: Readonly<Record<string, Decoder>> = {
  br5: (bytes, maxOutputLength) => brotliDecompressSync(bytes, { maxOutputLength }),
  zstd5: zstd,
  zstd3: zstd,
  zstd9: zstd,
};

/**
 * What bundles store page bodies with (repack-bundle-pages.ts): a bundle is written once and
 * downloaded by every subscriber, so it pays a slower level a sync cannot. On the bench's
 * pages level 9 keeps 0.933 of level 3's bytes for 1.15 ms of CPU a page instead of 0.28
 * (level 12: 0.920 for 2.7 ms; 19: 0.893 for 44 ms).
 */
export const BUNDLE_CODEC = 'zstd9';
const BUNDLE_LEVEL = 9;

export function compressForBundle(data: Uint8Array): Buffer {
  return zstdCompressSync(data, { params: { [constants.ZSTD_c_compressionLevel]: BUNDLE_LEVEL } });
}

export function compress(data: string | Uint8Array): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return zstdCompressSync(bytes, { params: { [constants.ZSTD_c_compressionLevel]: LEVEL } });
}

export function isReadableCodec(codec: string): boolean {
  return Object.hasOwn(DECODERS, codec);
}

/**
 * Throws on a codec this Folio does not know (a newer Folio wrote it), on damaged bytes, and when
 * `maxOutputLength` is given and the output would pass it (an untrusted bundle's bombs).
 */
export function decompress(codec: string, bytes: Uint8Array, maxOutputLength?: number): Buffer {
  const decode = Object.hasOwn(DECODERS, codec) ? DECODERS[codec] : undefined;
  if (decode === undefined) {
    throw new Error(`unknown codec ${codec}: this cache needs a newer Folio`);
  }
  return decode(bytes, maxOutputLength);
}

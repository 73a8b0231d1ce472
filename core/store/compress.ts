import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** The codec stored with every compressed column, so a later Folio can change it per row. */
export const CODEC = 'br5';

/** Brotli at quality 5: about 8× on documentation HTML at a few ms per page (libraries.md). */
export function compress(text: string): Buffer {
  return brotliCompressSync(Buffer.from(text, 'utf8'), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function decompress(codec: string, bytes: Uint8Array): Buffer {
  if (codec !== CODEC) throw new Error(`unknown codec ${codec}: this cache needs a newer Folio`);
  return brotliDecompressSync(bytes);
}

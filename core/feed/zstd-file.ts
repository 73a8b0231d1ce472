import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { constants, createZstdCompress, createZstdDecompress } from 'node:zlib';

/**
 * Feed files travel zstd-compressed: a bundle is an SQLite file whose empty pages and repeated
 * schema cost ~180 kB even for a delta of three pages, and compress to almost nothing. Level 9
 * is a middle between how long publish takes on a large cache and how many bytes each of many
 * subscribers downloads.
 */
export async function compressFile(from: string, to: string): Promise<void> {
  await pipeline(
    createReadStream(from),
    createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: 9 } }),
    createWriteStream(to),
  );
}

export async function decompressFile(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createZstdDecompress(), createWriteStream(to));
}

import { brotliCompressSync, constants, zstdCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CODEC, compress, decompress } from './compress.ts';
import { packPage, unpackPage, unpackTexts } from './pack-page.ts';

const TEXT = 'Sections repeat what the HTML says. '.repeat(200);

/** A row as Folio wrote them before zstd: brotli at quality 5 under the codec `br5`. */
function brotliRow(text: string): Buffer {
  return brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  });
}

describe('compress and decompress', () => {
  it('writes zstd and reads it back', () => {
    expect(CODEC).toBe('zstd3');
    const bytes = compress(TEXT);
    // zstd's frame magic number, little-endian: the row really is zstd.
    expect(bytes.readUInt32LE(0)).toBe(0xfd2fb528);
    expect(bytes.length).toBeLessThan(TEXT.length / 10);
    expect(decompress(CODEC, bytes).toString()).toBe(TEXT);
    expect(decompress(CODEC, compress(Buffer.from(TEXT))).toString()).toBe(TEXT);
  });

  it('still reads the zstd level 5 rows of caches and bundles written before level 3', () => {
    const level5 = zstdCompressSync(Buffer.from(TEXT), {
      params: { [constants.ZSTD_c_compressionLevel]: 5 },
    });
    expect(decompress('zstd5', level5).toString()).toBe(TEXT);
    expect(() => decompress('zstd5', level5, 100)).toThrow();
  });

  it('still reads the brotli rows of caches and bundles written before', () => {
    expect(decompress('br5', brotliRow(TEXT)).toString()).toBe(TEXT);
    const packed = brotliRow(`${JSON.stringify(['a b'])}\u0000<p>a b</p>`);
    expect(unpackPage('br5', packed)).toEqual({ html: '<p>a b</p>', texts: ['a b'] });
    expect(unpackTexts('br5', packed)).toEqual(['a b']);
  });

  it('refuses a codec it does not know, and output past a cap in either codec', () => {
    expect(() => decompress('lz4', compress(TEXT))).toThrow(/unknown codec lz4/);
    expect(() => decompress(CODEC, compress(TEXT), 100)).toThrow();
    expect(() => decompress('br5', brotliRow(TEXT), 100)).toThrow();
  });

  it('packs encoded HTML exactly as its string', () => {
    const texts = ['café', 'x'];
    const html = '<p>café — x</p>';
    const fromString = unpackPage(CODEC, packPage({ html, texts }));
    const fromBytes = unpackPage(CODEC, packPage({ html: Buffer.from(html), texts }));
    expect(fromBytes).toEqual(fromString);
    expect(fromBytes).toEqual({ html, texts });
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sniffBinary } from './sniff-binary.ts';

describe('sniffBinary', () => {
  it('knows files by their signature and random bytes by their control bytes', () => {
    expect(sniffBinary(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('a PNG image');
    expect(sniffBinary(Buffer.from('%PDF-1.7\n'))).toBe('a PDF document');
    expect(sniffBinary(Buffer.concat([Buffer.from('ab'), randomBytes(2048)]))).toBe('binary data');
  });

  it('leaves text alone: HTML in any ASCII-compatible encoding, and UTF-16 with its BOM', () => {
    expect(
      sniffBinary(Buffer.from('<!DOCTYPE html>\n<p>caf\xe9\t\f</p>\r\n', 'latin1')),
    ).toBeUndefined();
    expect(sniffBinary(Buffer.from('\ufeff<p>x</p>', 'utf16le'))).toBeUndefined();
    expect(sniffBinary(Buffer.alloc(0))).toBeUndefined();
    // One stray control byte in a page (a lossy re-encoding of an em dash) is still a page.
    expect(
      sniffBinary(Buffer.from(`<title>A \x14 B</title>${'<p>text</p>'.repeat(20)}`, 'latin1')),
    ).toBeUndefined();
  });
});

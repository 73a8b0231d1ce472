import { describe, expect, it } from 'vitest';
import { decodeBody } from './decode-body.ts';

describe('decodeBody', () => {
  it('uses the Content-Type charset (windows-1252)', () => {
    const body = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x94, 0x20, 0x80]);
    expect(decodeBody(body, 'text/html; charset=windows-1252')).toBe('café “q” €');
    expect(decodeBody(body, 'text/html;charset="Windows-1252"')).toBe('café “q” €');
  });

  it('falls back to windows-1252 for an unlabelled page that is not UTF-8, as browsers do', () => {
    const body = Buffer.from('<p>caf\xe9 \x93q\x94 \x80</p>', 'latin1');
    expect(decodeBody(body, 'text/html')).toBe('<p>café “q” €</p>');
    expect(decodeBody(body)).toBe('<p>café “q” €</p>');
    // Valid UTF-8 stays UTF-8.
    expect(decodeBody(Buffer.from('<p>café</p>', 'utf8'), 'text/html')).toBe('<p>café</p>');
  });

  it('reads the WHATWG labels: latin1 and iso-8859-1 are windows-1252', () => {
    const body = Buffer.from([0x93, 0x63, 0x61, 0x66, 0xe9, 0x94]);
    for (const label of ['latin1', 'iso-8859-1', 'ISO_8859-1', 'cp1252', 'us-ascii']) {
      expect(decodeBody(body, `text/html; charset=${label}`), label).toBe('“café”');
    }
  });

  it('prefers the header over a meta tag', () => {
    const body = Buffer.from('<meta charset="shift_jis"><p>caf\xe9</p>', 'latin1');
    expect(decodeBody(body, 'text/html; charset=iso-8859-1')).toContain('café');
  });

  it('reads <meta charset> in the first bytes (shift_jis)', () => {
    // 日本語 in Shift_JIS.
    const text = Buffer.from([0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]);
    const body = Buffer.concat([
      Buffer.from('<!doctype html><html><head><meta charset="Shift_JIS"><title>'),
      text,
      Buffer.from('</title>'),
    ]);
    expect(decodeBody(body, 'text/html')).toContain('<title>日本語</title>');
  });

  it('reads <meta http-equiv content="...charset=">', () => {
    const body = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=gb18030">'),
      Buffer.from([0xd6, 0xd0, 0xce, 0xc4]), // 中文
    ]);
    expect(decodeBody(body)).toContain('中文');
  });

  it('ignores a meta tag past the first 2 KB', () => {
    const body = Buffer.from(`${' '.repeat(3000)}<meta charset="windows-1252">é`, 'utf8');
    expect(decodeBody(body)).toContain('é');
  });

  it('detects a UTF-16LE byte order mark, even against the header', () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('héllo ✓', 'utf16le')]);
    expect(decodeBody(body, 'text/html')).toBe('héllo ✓');
    expect(decodeBody(body, 'text/html; charset=iso-8859-1')).toBe('héllo ✓');
  });

  it('strips a UTF-8 BOM', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('ok ✓')]);
    expect(decodeBody(body)).toBe('ok ✓');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    const body = Buffer.from('naïve ✓');
    expect(decodeBody(body, 'text/html; charset=utf8mb4-bogus')).toBe('naïve ✓');
    expect(decodeBody(Buffer.from('<meta charset="nonsense">✓'))).toContain('✓');
  });

  it('defaults to UTF-8; labelled UTF-8 replaces invalid bytes instead of throwing', () => {
    expect(decodeBody(Buffer.from('plain ✓'))).toBe('plain ✓');
    expect(decodeBody(Buffer.from([0x61, 0xff, 0x62]), 'text/html; charset=utf-8')).toBe(
      'a\ufffdb',
    );
    // Unlabelled and not UTF-8: the windows-1252 fallback (see above).
    expect(decodeBody(Buffer.from([0x61, 0xff, 0x62]))).toBe('aÿb');
  });
});

import { describe, expect, it } from 'vitest';
import { ingestAsset } from './ingest-asset.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

describe('ingestAsset', () => {
  const png = Buffer.from('89504e470d0a1a0a0000', 'hex');

  it('keeps an image whose bytes are its type, under the type without parameters', () => {
    expect(ingestAsset('image/png; foo=bar', png)).toEqual({
      contentType: 'image/png',
      bytes: png,
    });
  });

  it('refuses a page or script labelled as an image, and types the reader does not show', () => {
    const html = Buffer.from('<html><script>alert(1)</script>');
    expect(ingestAsset('image/png', html)).toEqual({ refused: 'its bytes are not image/png' });
    expect(ingestAsset('text/html', html)).toMatchObject({ refused: expect.any(String) as string });
  });

  it('stores an SVG sanitised', () => {
    const result = ingestAsset('image/svg+xml', Buffer.from(SVG));
    expect('bytes' in result && result.bytes.toString()).not.toMatch(/script|alert/);
  });
});

import { describe, expect, it } from 'vitest';
import { fingerprintOf, isLlmsFullPiece, llmsFullPieceUrl, pageUrlOf } from './llms-full-piece.ts';

describe('llms-full pieces', () => {
  it('keys a piece by the file and its slug, recognisably', () => {
    const url = llmsFullPieceUrl('https://x.org/docs/llms-full.txt#top', 'benchmarks-internal');
    expect(url).toBe('https://x.org/docs/llms-full.txt?page=benchmarks-internal');
    expect(isLlmsFullPiece(url)).toBe(true);
    expect(isLlmsFullPiece('https://x.org/docs/llms-full.txt')).toBe(false);
    expect(isLlmsFullPiece('https://x.org/docs/guide?page=2')).toBe(false);
  });

  it('names the HTML page of a twin URL', () => {
    expect(pageUrlOf('https://x.org/docs/install.md')).toBe('https://x.org/docs/install');
    expect(pageUrlOf(undefined)).toBeUndefined();
  });

  it('fingerprints words, not spacing or case', () => {
    expect(fingerprintOf(['Install it', 'With  pip.'])).toBe(
      fingerprintOf(['install it with pip.']),
    );
    expect(fingerprintOf(['Install it'])).not.toBe(fingerprintOf(['Remove it']));
  });
});

import { createHash } from 'node:crypto';
import { decodeBody } from '../fetch/decode-body.ts';
import { packPage } from '../store/pack-page.ts';
import { extractPage } from './extract-page.ts';
import type { ExtractedPage } from './extracted-page.ts';

/** A fetched page as it reaches extraction: raw bytes (decoded here) or already-decoded text. */
export interface PageInput {
  url: string;
  body: Uint8Array | string;
  contentType?: string;
}

/** An extracted page ready to store: content packed and hashed, so the writer only writes. */
export interface PreparedPage extends Omit<ExtractedPage, 'html'> {
  /** packPage({ html, texts }): what the page row stores. */
  packed: Uint8Array;
  /** Changes exactly when the stored content would. */
  contentHash: string;
}

/**
 * Everything CPU-heavy about one page, in the worker: charset decoding, extraction, compression
 * and hashing. The main thread is left with the SQLite writes, which must stay on one connection.
 */
export function preparePage(input: PageInput): PreparedPage {
  const html =
    typeof input.body === 'string'
      ? input.body
      : decodeBody(
          Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength),
          input.contentType,
        );
  const { html: content, ...page } = extractPage({ url: input.url, html });
  const contentHash = createHash('sha256')
    .update(page.title)
    .update('\0')
    .update(content)
    .digest('hex');
  return {
    ...page,
    packed: packPage({ html: content, texts: page.sections.map((s) => s.text) }),
    contentHash,
  };
}

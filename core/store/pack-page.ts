import { CODEC, compress, decompress } from './compress.ts';

/** What a page row's `body` holds: the sanitised HTML and the plain text of each section. */
export interface PackedContent {
  html: string;
  texts: string[];
}

/** The same with the HTML already encoded (the extractor hashes those bytes too). */
export interface PackedBytes {
  html: Uint8Array;
  texts: string[];
}

const NUL = Buffer.from([0]);

/**
 * One compressed blob per page: the section texts as JSON, a NUL byte, then the HTML. The text
 * repeats what the HTML says, so compressing the two together lets the codec store it almost for
 * free; texts first so search snippets can skip decoding the HTML. JSON escapes NUL, so the first
 * NUL byte is always the separator.
 */
export function packPage(content: PackedContent | PackedBytes): Buffer {
  const html = typeof content.html === 'string' ? Buffer.from(content.html, 'utf8') : content.html;
  return compress(Buffer.concat([Buffer.from(JSON.stringify(content.texts), 'utf8'), NUL, html]));
}

export function unpackPage(codec: string, body: Uint8Array): PackedContent {
  const bytes = decompress(codec, body);
  const split = bytes.indexOf(0);
  return {
    texts: JSON.parse(bytes.subarray(0, split).toString('utf8')) as string[],
    html: bytes.subarray(split + 1).toString('utf8'),
  };
}

/** Only the section texts, for search snippets. */
export function unpackTexts(codec: string, body: Uint8Array): string[] {
  const bytes = decompress(codec, body);
  return JSON.parse(bytes.subarray(0, bytes.indexOf(0)).toString('utf8')) as string[];
}

export { CODEC };

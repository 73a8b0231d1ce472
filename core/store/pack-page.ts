import { CODEC, compress, decompress } from './compress.ts';

/** What a page row's `body` holds: the sanitised HTML and the plain text of each section. */
export interface PackedContent {
  html: string;
  texts: string[];
}

/**
 * One compressed blob per page: the section texts as JSON, a NUL byte, then the HTML. The text
 * repeats what the HTML says, so compressing the two together lets brotli store it almost for
 * free; texts first so search snippets can skip decoding the HTML. JSON escapes NUL, so the first
 * NUL byte is always the separator.
 */
export function packPage(content: PackedContent): Buffer {
  return compress(`${JSON.stringify(content.texts)}\u0000${content.html}`);
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

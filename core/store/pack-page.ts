import { CODEC, compress, decompress } from './compress.ts';

/** What a page row's `body` holds: the sanitised HTML and the plain text of each section. */
export interface PackedContent {
  html: string;
  texts: string[];
}

/**
 * One compressed blob per page. Section text repeats what the HTML says, so compressing the two
 * together lets brotli refer back to the HTML and store the text almost for free.
 */
export function packPage(content: PackedContent): Buffer {
  return compress(JSON.stringify(content));
}

export function unpackPage(codec: string, body: Uint8Array): PackedContent {
  return JSON.parse(decompress(codec, body)) as PackedContent;
}

export { CODEC };

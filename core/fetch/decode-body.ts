import { TextDecoder } from 'node:util';
/** The HTML standard's prescan reads 1024 bytes; old generators put `<meta>` a little later. */
const PRESCAN_BYTES = 2048;

/**
 * Turns a fetched body into text. Order, as browsers do it (HTML standard, "encoding sniffing"):
 * a byte order mark, then the Content-Type charset, then a `<meta>` charset, then UTF-8 or the
 * windows-1252 fallback. The BOM
 * comes first because it is unambiguous while headers are often wrong for static files.
 */
export function decodeBody(body: Buffer, contentType?: string): string {
  const label = sniffBom(body) ?? charsetParam(contentType) ?? metaCharset(body);
  return label === undefined ? decodeUnlabelled(body) : decoderFor(label).decode(body);
}

/**
 * No BOM, header or meta label: UTF-8 if the bytes are UTF-8, else windows-1252, the fallback
 * browsers use for such pages in Western locales (older generators wrote Latin-1 unlabelled).
 * Valid UTF-8 is almost never an accident for non-ASCII text, so the test settles it.
 */
function decodeUnlabelled(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

function sniffBom(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return undefined;
}

function charsetParam(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const label = (match?.[1] ?? match?.[2] ?? '').trim();
  return label === '' ? undefined : label;
}

function metaCharset(body: Buffer): string | undefined {
  // latin1 maps every byte to one char, so ASCII markup reads the same in any legacy encoding.
  const head = body.subarray(0, PRESCAN_BYTES).toString('latin1');
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const direct = /\bcharset\s*=\s*["']?\s*([^"'\s/>;]+)/i.exec(tag);
    if (direct?.[1] === undefined) continue;
    // A page that really were UTF-16 could not be read as ASCII here, so the label lies.
    return /^utf-16/i.test(direct[1]) ? 'utf-8' : direct[1];
  }
  return undefined;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    // Unknown or misspelt labels (`utf8mb4`, `none`) are common; UTF-8 is the best guess.
    return new TextDecoder('utf-8');
  }
}

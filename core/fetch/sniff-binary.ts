/** Signatures of files that are never a page (WHATWG MIME Sniffing §7, plus archives). */
const SIGNATURES: ReadonlyArray<[string, Buffer]> = [
  ['a PNG image', Buffer.from('89504e470d0a1a0a', 'hex')],
  ['a JPEG image', Buffer.from('ffd8ff', 'hex')],
  ['a GIF image', Buffer.from('GIF8', 'latin1')],
  ['a PDF document', Buffer.from('%PDF-', 'latin1')],
  ['a ZIP archive', Buffer.from('504b0304', 'hex')],
  ['a gzip file', Buffer.from('1f8b08', 'hex')],
  ['an executable', Buffer.from('7f454c46', 'hex')],
  ['a WebAssembly module', Buffer.from('0061736d', 'hex')],
];

/** How much of the body is looked at, as the standard's resource header (1445 bytes). */
const HEADER_BYTES = 1445;

/**
 * What a body really is when it is not text, whatever its Content-Type says; undefined for text.
 * A NUL, or more than a stray few "binary data bytes" (the standard's: control characters other
 * than tab, newlines, form feed and escape), do not occur in an HTML page in an ASCII-compatible
 * encoding. A UTF-16 body (BOM) has NULs by nature and is left to the decoder.
 */
export function sniffBinary(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, HEADER_BYTES));
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return undefined;
  }
  for (const [what, signature] of SIGNATURES) {
    if (head.subarray(0, signature.length).equals(signature)) return what;
  }
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return 'binary data';
    if (
      byte <= 0x08 ||
      byte === 0x0b ||
      (byte >= 0x0e && byte <= 0x1a) ||
      (byte >= 0x1c && byte <= 0x1f)
    ) {
      control++;
    }
  }
  // One stray control byte happens in real pages (a pasted character, a lossy re-encoding);
  // random or compressed bytes have one in ten.
  if (control > head.length / 100) return 'binary data';
  return undefined;
}

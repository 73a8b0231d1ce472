import { decompress, isReadableCodec } from '../store/compress.ts';
import type { PackedContent } from '../store/pack-page.ts';
import { unpackPage } from '../store/pack-page.ts';
import { BundleError } from './bundle-error.ts';

/** Far above any page the fetcher keeps (10 MiB decoded), far below what would exhaust memory. */
const MAX_UNPACKED = 64 * 1024 * 1024;

/**
 * A bundle's blobs are checksummed, not trusted: a crafted one could be a decompression bomb or
 * not the shape the cache stores. Decompressing once with a cap before the regular unpack costs a
 * second pass, which keeps the one definition of the packed format in pack-page.ts.
 */
function decompressCapped(codec: string, body: Uint8Array, what: string): void {
  if (!isReadableCodec(codec))
    throw new BundleError(`${what} uses codec ${codec}, which this Folio cannot read`);
  try {
    decompress(codec, body, MAX_UNPACKED);
  } catch {
    throw new BundleError(`${what} is damaged or too large`);
  }
}

export function unpackBundlePage(codec: string, body: Uint8Array, url: string): PackedContent {
  decompressCapped(codec, body, `page ${url}`);
  let content: PackedContent;
  try {
    content = unpackPage(codec, body);
  } catch {
    throw new BundleError(`page ${url} is damaged`);
  }
  if (!Array.isArray(content.texts) || !content.texts.every((t) => typeof t === 'string')) {
    throw new BundleError(`page ${url} is damaged`);
  }
  return content;
}

function isWebUrl(value: string): boolean {
  return /^https?:\/\//.test(value) && URL.canParse(value);
}

/** Only absolute web URLs: a crafted bundle's `javascript:` target never reaches a frontier. */
export function webUrls(urls: readonly string[]): string[] {
  return urls.filter(isWebUrl);
}

export function unpackBundleLinks(
  codec: string,
  targets: Uint8Array,
  url: string,
): { links: string[]; images: string[]; crawl?: string[] } {
  decompressCapped(codec, targets, `the links of ${url}`);
  const isStrings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((v) => typeof v === 'string');
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompress(codec, targets).toString('utf8'));
  } catch {
    throw new BundleError(`the links of ${url} are damaged`);
  }
  const { links, images, crawl } = (parsed ?? {}) as {
    links?: unknown;
    images?: unknown;
    crawl?: unknown;
  };
  if (!isStrings(links) || !isStrings(images) || (crawl !== undefined && !isStrings(crawl)))
    throw new BundleError(`the links of ${url} are damaged`);
  // The links a re-sync follows from the page (older bundles have none: its content links serve).
  // Only absolute web URLs: a crafted bundle's `javascript:` target never reaches a frontier.
  const web = (urls: string[]) => urls.filter(isWebUrl);
  return crawl === undefined
    ? { links: web(links), images: web(images) }
    : { links: web(links), images: web(images), crawl: web(crawl) };
}

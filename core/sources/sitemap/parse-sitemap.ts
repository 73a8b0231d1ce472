import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';

export interface SitemapUrl {
  loc: string;
  /** As the sitemap wrote it (W3C datetime); only kept when it parses as a date. */
  lastmod?: string;
}

export interface Sitemap {
  urls: SitemapUrl[];
  /** Child sitemaps of a sitemap index, to fetch in turn. */
  sitemaps: string[];
}

/** The protocol's own limit per file (https://www.sitemaps.org/protocol.html). */
export const MAX_SITEMAP_URLS = 50_000;
/** 50 MB is the protocol's uncompressed limit; a gzip bomb stops there. */
const MAX_DECOMPRESSED = 50 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Entities are decoded below, by hand: DOCTYPE-declared entities are never expanded.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * Reads a sitemap (`<urlset>`), a sitemap index (`<sitemapindex>`) or a plain-text sitemap (one URL
 * a line), gzipped or not (bytes starting 1f 8b). Keeps http(s) `<loc>`s only, at most 50,000.
 * Throws on anything else, e.g. the HTML page a server sends for a missing sitemap.
 */
export function parseSitemap(input: string | Uint8Array): Sitemap {
  const text = decode(input)
    .replace(/^\ufeff/, '')
    .trim();
  if (!text.startsWith('<')) return plainText(text);
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`not a sitemap: ${(error as Error).message.split('\n')[0]}`, {
      cause: error,
    });
  }
  const urlset = doc.urlset as { url?: unknown[] } | '' | undefined;
  const index = doc.sitemapindex as { sitemap?: unknown[] } | '' | undefined;
  if (urlset === undefined && index === undefined)
    throw new Error('not a sitemap (no <urlset> or <sitemapindex>)');
  const urls: SitemapUrl[] = [];
  for (const entry of (typeof urlset === 'object' ? urlset.url : undefined) ?? []) {
    if (urls.length >= MAX_SITEMAP_URLS) break;
    const { loc, lastmod } = (entry ?? {}) as { loc?: unknown; lastmod?: unknown };
    const url = httpUrl(loc);
    if (url === undefined) continue;
    const date = typeof lastmod === 'string' ? xmlText(lastmod) : '';
    urls.push(
      date !== '' && !Number.isNaN(Date.parse(date)) ? { loc: url, lastmod: date } : { loc: url },
    );
  }
  const sitemaps = ((typeof index === 'object' ? index.sitemap : undefined) ?? [])
    .map((entry) => httpUrl(((entry ?? {}) as { loc?: unknown }).loc))
    .filter((url): url is string => url !== undefined)
    .slice(0, MAX_SITEMAP_URLS);
  return { urls, sitemaps };
}

function decode(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  if (input[0] === 0x1f && input[1] === 0x8b) {
    try {
      return gunzipSync(input, { maxOutputLength: MAX_DECOMPRESSED }).toString('utf8');
    } catch (error) {
      throw new Error(
        `not a sitemap: gzip data unreadable or over 50 MB (${(error as Error).message})`,
        { cause: error },
      );
    }
  }
  return Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8');
}

function plainText(text: string): Sitemap {
  const urls = text
    .split(/\r?\n/)
    .map((line) => httpUrl(line.trim()))
    .filter((url): url is string => url !== undefined)
    .slice(0, MAX_SITEMAP_URLS)
    .map((loc) => ({ loc }));
  if (urls.length === 0 && text !== '') throw new Error('not a sitemap (no URLs)');
  return { urls, sitemaps: [] };
}

/** The five XML entities and character references: all a `<loc>` may contain. */
function xmlText(value: string): string {
  return value
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_, dec: string) => safeChar(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(xmlText(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

import type { Element } from 'domhandler';
import { plainText } from './plain-text.ts';
import { resolveUrl } from './resolve-url.ts';

/** What the page says about itself, from the whole document before anything is removed. */
export interface PageMeta {
  /** What relative URLs resolve against: an http(s) `<base href>`, else the page URL. */
  baseUrl: string;
  canonicalUrl?: string;
  refreshUrl?: string;
  noindex: boolean;
  lang?: string;
  /** The `<title>` text, untrimmed of any site suffix. */
  documentTitle: string;
}

const META_TAGS: ReadonlySet<string> = new Set(['html', 'base', 'link', 'meta', 'title']);

/** `<meta http-equiv=refresh content="5; url='x'">`: the URL part, as the HTML spec parses it. */
function refreshTarget(content: string | undefined): string | undefined {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/is.exec(content ?? '');
  const raw = match?.[1]?.trim().replace(/^(['"])(.*)\1$/s, '$2') ?? '';
  return raw === '' ? undefined : raw;
}

function lower(value: string | undefined): string {
  return (value ?? '').toLowerCase();
}

/** The first element of each kind this step reads, in one pass over the document's elements. */
function firstOfEach(elements: readonly Element[]): Map<string, Element> {
  const found = new Map<string, Element>();
  const keep = (key: string, el: Element): void => {
    if (!found.has(key)) found.set(key, el);
  };
  const inSvg = (el: Element): boolean => {
    for (let p = el.parent; p !== null; p = p.parent)
      if ((p as Element).name === 'svg') return true;
    return false;
  };
  for (const el of elements) {
    if (!META_TAGS.has(el.name)) continue;
    const { attribs } = el;
    if (el.name === 'html' && attribs.lang !== undefined) keep('lang', el);
    else if (el.name === 'base' && attribs.href !== undefined) keep('base', el);
    else if (el.name === 'title' && !inSvg(el)) keep('title', el);
    else if (el.name === 'link' && lower(attribs.rel).split(/\s+/).includes('canonical')) {
      keep('canonical', el);
    } else if (el.name === 'meta' && lower(attribs.name) === 'robots') keep('robots', el);
    else if (el.name === 'meta' && lower(attribs['http-equiv']) === 'refresh') keep('refresh', el);
  }
  return found;
}

/** `elements`: the whole document's, in document order (parsePage). */
export function readPageMeta(elements: readonly Element[], pageUrl: string): PageMeta {
  const found = firstOfEach(elements);
  const attr = (key: string, name: string): string | undefined => found.get(key)?.attribs[name];
  // A <base> pointing at javascript: or data: would turn every relative link into a script URL:
  // only an http(s) base is honoured.
  const baseUrl = resolveUrl(attr('base', 'href'), pageUrl) ?? pageUrl;
  const title = found.get('title');
  const meta: PageMeta = {
    baseUrl,
    noindex: /(^|[\s,])(noindex|none)($|[\s,])/i.test(attr('robots', 'content') ?? ''),
    documentTitle: title ? plainText(title.children) : '',
  };
  const canonicalUrl = resolveUrl(attr('canonical', 'href'), baseUrl);
  if (canonicalUrl !== undefined) meta.canonicalUrl = canonicalUrl;
  const refreshUrl = resolveUrl(refreshTarget(attr('refresh', 'content')), baseUrl);
  if (refreshUrl !== undefined) meta.refreshUrl = refreshUrl;
  const lang = attr('lang', 'lang')?.trim();
  if (lang) meta.lang = lang;
  return meta;
}

import { canonicalizeUrl } from './canonicalize-url.ts';
import { memoizeUrl } from './memoize-url.ts';

export interface Scope {
  /** `origin + path` of every prefix, for display. */
  readonly prefixes: string[];
  /** Same origin and under one of the prefixes. */
  contains(url: string): boolean;
  /** Generated indexes, build artefacts, non-page files and the user's own excludes. */
  isExcluded(url: string): boolean;
  shouldCrawl(url: string): boolean;
}

export interface ScopeOptions {
  /** More URLs whose directories also belong to the docset (same rules as the entry URL). */
  extraPrefixes?: string[];
  /**
   * Absolute URLs and `/paths` are prefixes; `a/b` is a prefix under the entry's directory; a
   * pattern without `/` matches one path segment anywhere (`changelog`, `*.ipynb`). `*` matches
   * within a segment and `**` across segments.
   */
  excludes?: string[];
}

interface Prefix {
  origin: string;
  path: string;
}

/** Sphinx build folders: sources, highlighted module code and assets, never documentation pages. */
const EXCLUDED_SEGMENTS = new Set(['_sources', '_modules', '_static', '_images', '_downloads']);

/** Generated indexes: thousands of links and no content of their own. */
const EXCLUDED_PAGE = /^(genindex(-[^/]*)?|py-modindex|modindex)(\.html?)?$|^search\.html$/;

/** Files that are not pages; images the content uses are fetched separately, not crawled. */
const NON_PAGE_EXTENSIONS = new Set(
  (
    'png jpg jpeg gif svg webp avif ico bmp pdf zip gz tgz bz2 xz 7z whl egg ipynb txt json xml ' +
    'js mjs css map woff woff2 ttf otf eot mp3 mp4 webm ogg wav csv tsv exe dmg msi'
  ).split(' '),
);

/** A last segment with one of these is a page file, so its directory is the scope. */
const PAGE_FILE = /\.(html?|xhtml|shtml|php|aspx?|md)$/i;

/** The docset's boundary: what the crawler may follow from the entry URL. */
export function createScope(entryUrl: string, options: ScopeOptions = {}): Scope {
  const entry = toPrefix(entryUrl);
  const prefixes = [entry, ...(options.extraPrefixes ?? []).map((p) => toPrefix(p, entryUrl))];
  const entryDir = entry.path.endsWith('/') ? entry.path : `${entry.path}/`;
  const excludes = (options.excludes ?? []).map((pattern) => compileExclude(pattern, entryDir));

  // Asked of the same links on every page: remembered per scope (the rules are fixed for it).
  const contains = memoizeUrl((href: string): boolean => {
    const url = parse(href);
    return url !== null && prefixes.some((prefix) => underPrefix(url, prefix));
  });
  const isExcluded = memoizeUrl((href: string): boolean => {
    const url = parse(href);
    return url === null || isBuiltInExclude(url.pathname) || excludes.some((test) => test(url));
  });
  return {
    prefixes: prefixes.map((p) => p.origin + p.path),
    contains,
    isExcluded,
    shouldCrawl: (href) => contains(href) && !isExcluded(href),
  };
}

function parse(href: string): URL | null {
  const canonical = canonicalizeUrl(href);
  return canonical === null ? null : new URL(canonical);
}

function toPrefix(href: string, base?: string): Prefix {
  const canonical = canonicalizeUrl(href, base);
  if (canonical === null) throw new Error(`Not an http(s) URL: ${href}`);
  const url = new URL(canonical);
  // `/docs/intro.html` → `/docs/`; `/docs` and `/docs/v1.2` stay as they are (see underPrefix).
  const path = PAGE_FILE.test(url.pathname)
    ? url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)
    : url.pathname;
  return { origin: url.origin, path };
}

function underPrefix(url: URL, prefix: Prefix): boolean {
  if (url.origin !== prefix.origin) return false;
  const path = url.pathname;
  if (prefix.path.endsWith('/')) {
    // `/docs/pytorch` is the same page as `/docs/pytorch/` (servers redirect one to the other).
    return path.startsWith(prefix.path) || `${path}/` === prefix.path;
  }
  // Without a slash, `/docs` must not take in `/docs-old`.
  return path === prefix.path || path.startsWith(`${prefix.path}/`);
}

function isBuiltInExclude(pathname: string): boolean {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => EXCLUDED_SEGMENTS.has(s))) return true;
  const name = segments.at(-1);
  if (name === undefined) return false;
  if (EXCLUDED_PAGE.test(name)) return true;
  // A directory named `v1.json/` is still a page; only a final file name has an extension.
  if (pathname.endsWith('/')) return false;
  const dot = name.lastIndexOf('.');
  return dot > 0 && NON_PAGE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

function compileExclude(pattern: string, entryDir: string): (url: URL) => boolean {
  if (/^https?:\/\//i.test(pattern)) {
    const absolute = pattern.includes('*') ? pattern : (canonicalizeUrl(pattern) ?? pattern);
    const regex = new RegExp(`^${globToSource(absolute)}`);
    return (url) => regex.test(url.href);
  }
  const trimmed = pattern.replace(/\/+$/, '');
  if (!trimmed.includes('/')) {
    const regex = new RegExp(`(^|/)${globToSource(trimmed)}(/|$)`);
    return (url) => regex.test(url.pathname);
  }
  const anchored = pattern.startsWith('/') ? pattern : entryDir + pattern;
  const regex = new RegExp(`^${globToSource(anchored)}`);
  return (url) => regex.test(url.pathname);
}

/** `**` crosses segments, `*` stays inside one; everything else is literal. */
function globToSource(glob: string): string {
  return glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
}

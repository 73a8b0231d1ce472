import type { CatalogProblem } from '../../catalog/docset.ts';
import { isDocsVersion } from '../../catalog/docset-version.ts';
import { canonicalizeUrl } from '../../url/canonicalize-url.ts';
import type { DocsetOverrides } from './docset-overrides.ts';
import { stripJsonComments } from './strip-json-comments.ts';

export interface ParsedOverrides {
  overrides: Map<string, DocsetOverrides>;
  problems: CatalogProblem[];
}

const ID = /^[a-z0-9][a-z0-9-]*$/;
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const VERSION = /^[\w.+-]{1,64}$/;
const MAX_PAGES = 1_000_000;
const MAX_LIST = 1000;

type FieldReader = (value: unknown, report: (message: string) => void) => unknown;

/**
 * Reads a per-docset overrides file: JSON (comments and trailing commas allowed) mapping docset
 * ids to `{ extraPrefixes, imageHosts, excludes, maxPages, languages, versions, sideBySide, render }`. A bad value is reported
 * with the file, line and key and skipped; the rest still applies, as with catalog rows.
 */
export function parseOverrides(
  text: string,
  file: string,
  knownIds?: ReadonlySet<string>,
): ParsedOverrides {
  const clean = stripJsonComments(text);
  const overrides = new Map<string, DocsetOverrides>();
  const problems: CatalogProblem[] = [];
  const lineOf = (needle: string, from = 0): number => {
    const at = clean.indexOf(needle, from);
    return at < 0 ? 1 : clean.slice(0, at).split('\n').length;
  };
  let root: unknown;
  try {
    root = JSON.parse(clean);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const line = position ? clean.slice(0, Number(position)).split('\n').length : 1;
    problems.push({ file, line, message: `not valid JSON: ${(error as Error).message}` });
    return { overrides, problems };
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    problems.push({ file, line: 1, message: 'expected an object of docset ids' });
    return { overrides, problems };
  }
  for (const [id, entry] of Object.entries(root)) {
    const idAt = clean.indexOf(JSON.stringify(id));
    const line = lineOf(JSON.stringify(id));
    const report = (key: string) => (message: string) =>
      problems.push({
        file,
        line: key ? lineOf(JSON.stringify(key), idAt) : line,
        message: `${id}${key ? `.${key}` : ''}: ${message}`,
      });
    if (!ID.test(id)) {
      report('')('not a docset id (lowercase letters, digits and hyphens)');
      continue;
    }
    if (knownIds && !knownIds.has(id)) report('')('no docset with this id in the catalogs');
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      report('')('expected an object of overrides');
      continue;
    }
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      const reader = FIELDS[key];
      if (!reader) {
        report(key)(`unknown field (expected one of ${Object.keys(FIELDS).join(', ')})`);
        continue;
      }
      const read = reader(value, report(key));
      if (read !== undefined) result[key] = read;
    }
    const parsed: DocsetOverrides = result;
    overrides.set(id, parsed);
  }
  return { overrides, problems };
}

const FIELDS: Record<string, FieldReader> = {
  extraPrefixes: list('an http(s) URL', (item) =>
    typeof item === 'string' ? (canonicalizeUrl(item) ?? undefined) : undefined,
  ),
  imageHosts: list('a host name such as "files.example.com" or "*.example.com"', (item) =>
    typeof item === 'string' ? imageHost(item) : undefined,
  ),
  excludes: list('a non-empty pattern', (item) =>
    typeof item === 'string' && item.trim() !== '' ? item.trim() : undefined,
  ),
  languages: list('a language code such as "zh"', (item) =>
    typeof item === 'string' && LANGUAGE.test(item) ? item.toLowerCase() : undefined,
  ),
  versions: list('a version such as "stable" or "0.6"', (item) =>
    typeof item === 'string' && VERSION.test(item) ? item : undefined,
  ),
  sideBySide: list('a version such as "0.14" or "v2.4.0"', (item) =>
    typeof item === 'string' && isDocsVersion(item) ? item : undefined,
  ),
  render: (value, report) => {
    if (value === 'browser') return value;
    report(
      `expected "browser" (render each page in a headless Chromium), got ${JSON.stringify(value)?.slice(0, 40)}`,
    );
    return undefined;
  },
  maxPages: (value, report) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGES)
      return value;
    report(
      `expected a whole number from 1 to ${MAX_PAGES}, got ${JSON.stringify(value)?.slice(0, 40)}`,
    );
    return undefined;
  },
};

/** A host (`cdn.example.com`, `cdn.example.com:8443`) or an http(s) URL's host; lower case. */
function imageHost(item: string): string | undefined {
  const text = item.trim();
  // `*.gitbook.io`: every subdomain (a platform's per-site file hosts); never a bare `*`.
  const wildcard = /^\*\.([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(text);
  if (wildcard) return `*.${wildcard[1]!.toLowerCase()}`;
  if (text.includes('*')) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    const bare = url.pathname === '/' && url.search === '' && url.username === '';
    return bare || /^https?:\/\//i.test(text) ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** A list field: bad items are reported one by one and skipped; the good ones stay. */
function list(expected: string, readItem: (item: unknown) => string | undefined): FieldReader {
  return (value, report) => {
    if (!Array.isArray(value)) {
      report(`expected a list of strings, got ${JSON.stringify(value)?.slice(0, 40)}`);
      return undefined;
    }
    const items: string[] = [];
    for (const item of value.slice(0, MAX_LIST)) {
      const read = readItem(item);
      if (read === undefined) report(`${JSON.stringify(item)?.slice(0, 60)} is not ${expected}`);
      else if (!items.includes(read)) items.push(read);
    }
    if (value.length > MAX_LIST) report(`more than ${MAX_LIST} entries; the rest are ignored`);
    return items;
  };
}

import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isDocsVersion } from '../../../catalog/docset-version.ts';
import { versionRoot, versionSegment } from '../version-root.ts';
import type { SiteVersion } from './site-version.ts';

/**
 * pydata-sphinx-theme's `switcher.json` (and NVIDIA's `versions1.json`, the same shape):
 * `[{"version", "url", "name"?, "preferred"?}]`. Entries without a usable version or http(s) URL
 * are dropped: the file is the site's, not ours.
 */
export function parseSwitcherJson(text: string, base: string): SiteVersion[] {
  const items = parseJsonArray(text);
  return items.flatMap((item): SiteVersion[] => {
    const version = stringField(item, 'version');
    const url = httpUrl(stringField(item, 'url'), base);
    if (version === undefined || url === undefined || !isDocsVersion(version)) return [];
    const name = stringField(item, 'name');
    const aliases = aliasesIn(name, version);
    return [
      {
        version,
        url,
        ...(aliases.length ? { aliases } : {}),
        ...(isRecord(item) && item.preferred === true ? { preferred: true } : {}),
      },
    ];
  });
}

/**
 * mike's `versions.json`, one level above the version folders: `[{"version", "title",
 * "aliases"}]`; each version lives at `<that folder>/<version>/`.
 */
export function parseMikeVersions(text: string, fileUrl: string): SiteVersion[] {
  return parseJsonArray(text).flatMap((item): SiteVersion[] => {
    const version = stringField(item, 'version');
    if (version === undefined || !isDocsVersion(version)) return [];
    const raw = isRecord(item) && Array.isArray(item.aliases) ? item.aliases : [];
    const aliases = raw.filter((a): a is string => typeof a === 'string' && isDocsVersion(a));
    const url = new URL(`${encodeURIComponent(version)}/`, fileUrl).href;
    return [{ version, url, ...(aliases.length ? { aliases } : {}) }];
  });
}

/**
 * Read the Docs' addons data (what its flyout menu is drawn from):
 * `{"versions": {"active": [{"slug", "urls": {"documentation"}}]}}`.
 */
export function parseReadTheDocsAddons(text: string, base: string): SiteVersion[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const versions = isRecord(data) && isRecord(data.versions) ? data.versions.active : undefined;
  if (!Array.isArray(versions)) return [];
  return versions.flatMap((item): SiteVersion[] => {
    const version = stringField(item, 'slug');
    const urls = isRecord(item) && isRecord(item.urls) ? item.urls : undefined;
    const url = httpUrl(
      typeof urls?.documentation === 'string' ? urls.documentation : undefined,
      base,
    );
    if (version === undefined || url === undefined || !isDocsVersion(version)) return [];
    return [{ version, url }];
  });
}

/**
 * Docusaurus' navbar version dropdown: `a.dropdown__link` items whose text is the version label,
 * in a dropdown whose links stay on this site.
 */
export function parseDocusaurusDropdown(html: string, pageUrl: string): SiteVersion[] {
  const links = selectAll<AnyNode, Element>(
    '.navbar__item.dropdown a.dropdown__link',
    parseDocument(html),
  );
  const origin = new URL(pageUrl).origin;
  const found = links.flatMap((a): SiteVersion[] => {
    const label = DomUtils.textContent(a).trim();
    const url = httpUrl(href(a), pageUrl);
    if (!url || new URL(url).origin !== origin || !isDocsVersion(label)) return [];
    return [{ version: label, url }];
  });
  // A locale dropdown has the same markup; its labels are languages, not versions.
  return found.some((v) => /\d/.test(v.version)) ? dedupe(found) : [];
}

/**
 * Links to the same docs at another version folder (sphinx-multiversion's version list, an
 * old Read the Docs flyout rendered into the page, a `versions.html` page): every link whose URL
 * is the root's with a different version segment, and nothing else before it.
 */
export function parseVersionLinks(html: string, pageUrl: string, root: string): SiteVersion[] {
  const at = versionSegment(root);
  if (at === undefined) return [];
  const prefix = segmentsOf(root).slice(0, at.index).join('/');
  const origin = new URL(root).origin;
  const found = selectAll<AnyNode, Element>('a[href]', parseDocument(html)).flatMap(
    (a): SiteVersion[] => {
      const url = httpUrl(href(a), pageUrl);
      if (url === undefined || new URL(url).origin !== origin) return [];
      const segment = versionSegment(url);
      if (segment?.index !== at.index) return [];
      if (segmentsOf(url).slice(0, at.index).join('/') !== prefix) return [];
      const swapped = versionRoot(root, segment.label);
      return swapped === undefined ? [] : [{ version: segment.label, url: swapped }];
    },
  );
  // Links within the page's own version are its navigation, not a version list.
  return found.some((v) => v.version !== at.label) ? dedupe(found) : [];
}

/**
 * The version folders a sitemap's URLs sit in (Read the Docs lists every public version's
 * pages): the folder at the root's version segment, for URLs that share what comes before it.
 */
export function versionFoldersOf(urls: readonly string[], root: string): SiteVersion[] {
  const at = versionSegment(root);
  if (at === undefined) return [];
  const prefix = segmentsOf(root).slice(0, at.index).join('/');
  const origin = new URL(root).origin;
  const found = urls.flatMap((url): SiteVersion[] => {
    const segment = versionSegment(url);
    if (segment?.index !== at.index || new URL(url).origin !== origin) return [];
    if (segmentsOf(url).slice(0, at.index).join('/') !== prefix) return [];
    const swapped = versionRoot(root, segment.label);
    return swapped === undefined ? [] : [{ version: segment.label, url: swapped }];
  });
  return dedupe(found);
}

function href(a: Element): string | undefined {
  return a.attribs.href;
}

function dedupe(versions: SiteVersion[]): SiteVersion[] {
  const seen = new Set<string>();
  return versions.filter((v) => !seen.has(v.version) && Boolean(seen.add(v.version)));
}

function segmentsOf(url: string): string[] {
  return new URL(url).pathname.split('/').filter((s) => s !== '');
}

/** `"0.15 (stable)"` names the alias `stable`; `"latest"` beside `0.16` is an alias too. */
function aliasesIn(name: string | undefined, version: string): string[] {
  if (name === undefined) return [];
  const words = name.toLowerCase().match(/\b(?:stable|latest|dev|nightly)\b/g) ?? [];
  return [...new Set(words)].filter((w) => w !== version.toLowerCase());
}

function parseJsonArray(text: string): unknown[] {
  try {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(item: unknown, key: string): string | undefined {
  if (!isRecord(item)) return undefined;
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An http(s) URL, resolved against the file it came from; anything else is not followed. */
function httpUrl(href: string | undefined, base: string): string | undefined {
  if (href === undefined) return undefined;
  const url = URL.parse(href, base);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined;
}

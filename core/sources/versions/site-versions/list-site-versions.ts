import { compareVersionsNewestFirst } from '../../../catalog/docset-version.ts';
import { ACCEPT } from '../../../fetch/accept.ts';
import type { Fetcher } from '../../../fetch/fetch-result.ts';
import { parseGithubRepoUrl } from '../../github/parse-github-repo-url.ts';
import { versionRoot, versionSegment } from '../version-root.ts';
import {
  parseDocusaurusDropdown,
  parseMikeVersions,
  parseReadTheDocsAddons,
  parseSwitcherJson,
  parseVersionLinks,
  versionFoldersOf,
} from './parse-version-lists.ts';
import type { SiteVersion, SiteVersionList, VersionListSource } from './site-version.ts';

export interface VersionListDeps {
  fetcher: Fetcher;
  signal?: AbortSignal;
}

/** A version list is a small file; anything this big is not one. */
const MAX_BYTES = 2 * 1024 * 1024;

/** A way to read the list, given the docs root and its page; undefined when it does not apply. */
type Reader = (
  site: LandedSite,
  get: (url: string) => Promise<string | undefined>,
) => Promise<SiteVersion[] | undefined> | SiteVersion[] | undefined;

interface LandedSite {
  /** The page the entry landed on, after redirects. */
  url: string;
  /** The version folder it is in, or its directory when it names no version. */
  root: string;
  html: string;
}

/**
 * The site's own files first, in the order they are most exact: a list the site publishes for
 * its switcher (with a URL per version), then one its host generates, then links the page shows,
 * and last the version folders its sitemap happens to list. The first that names a version wins:
 * lists are not merged, so every version printed comes from one place the site keeps.
 */
const READERS: ReadonlyArray<[VersionListSource, Reader]> = [
  ['switcher.json', readSwitcher],
  ['mike versions.json', readMike],
  ['Read the Docs addons', readAddons],
  ['Docusaurus versions', (site) => parseDocusaurusDropdown(site.html, site.url)],
  ['version links', (site) => parseVersionLinks(site.html, site.url, site.root)],
  ['sitemap folders', readSitemapFolders],
];

/**
 * Reads the versions a docs site offers from its own version list, newest first. Only files of
 * the entry's own origin are asked for; the lists are data and nothing in them is followed.
 */
export async function listSiteVersions(
  entryUrl: string,
  deps: VersionListDeps,
): Promise<SiteVersionList | undefined> {
  // A repository is mirrored at its default branch; its HTML pages list no docs versions.
  if (parseGithubRepoUrl(entryUrl)) return undefined;
  const origin = new URL(entryUrl).origin;
  const get = async (url: string, accept: string = ACCEPT.html): Promise<string | undefined> => {
    const answer = await deps.fetcher.fetch({
      url,
      inScope: (target) => new URL(target).origin === origin,
      accept,
      maxBytes: MAX_BYTES,
      signal: deps.signal,
    });
    if (answer.kind !== 'ok') return undefined;
    return answer.body.toString('utf8');
  };
  const landing = await deps.fetcher.fetch({
    url: entryUrl,
    inScope: (target) => new URL(target).origin === origin,
    accept: ACCEPT.html,
    maxBytes: MAX_BYTES,
    signal: deps.signal,
  });
  if (landing.kind !== 'ok') return undefined;
  const root = rootOf(landing.url);
  const site = { url: landing.url, root, html: landing.body.toString('utf8') };
  for (const [source, read] of READERS) {
    const from: string[] = [];
    const versions = await read(site, async (url) => {
      from.push(url);
      return get(url, '*/*');
    });
    if (versions && versions.length > 0) {
      return {
        source,
        from: from.at(-1) ?? site.url,
        versions: [...versions].sort((a, b) => compareVersionsNewestFirst(a.version, b.version)),
      };
    }
  }
  return undefined;
}

function rootOf(url: string): string {
  const at = versionSegment(url);
  if (at !== undefined) return versionRoot(url, at.label) ?? url;
  return new URL('./', url).href;
}

/**
 * pydata-sphinx-theme names its switcher file in the page (`theme_switcher_json_url`); NVIDIA's
 * theme reads `../versions1.json` beside the version folders; the theme's default is
 * `_static/switcher.json`.
 */
async function readSwitcher(
  site: LandedSite,
  get: (url: string) => Promise<string | undefined>,
): Promise<SiteVersion[] | undefined> {
  const named = /switcher_json_url\s*[=:]\s*["']([^"']+)["']/.exec(site.html)?.[1];
  const candidates = [
    ...(named ? [new URL(named, site.url).href] : []),
    ...(versionSegment(site.root) ? [new URL('../versions1.json', site.root).href] : []),
    new URL('_static/switcher.json', site.root).href,
  ];
  for (const url of candidates) {
    if (new URL(url).origin !== new URL(site.url).origin) continue;
    const text = await get(url);
    const versions = text === undefined ? [] : parseSwitcherJson(text, url);
    if (versions.length > 0) return versions;
  }
  return undefined;
}

/** mike writes `versions.json` one level above the version folders. */
async function readMike(
  site: LandedSite,
  get: (url: string) => Promise<string | undefined>,
): Promise<SiteVersion[] | undefined> {
  if (!versionSegment(site.root)) return undefined;
  const url = new URL('../versions.json', site.root).href;
  const text = await get(url);
  return text === undefined ? undefined : parseMikeVersions(text, url);
}

/** Read the Docs names its project and version in meta tags; its addons API lists the versions. */
async function readAddons(
  site: LandedSite,
  get: (url: string) => Promise<string | undefined>,
): Promise<SiteVersion[] | undefined> {
  const meta = (name: string) =>
    new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]+)"`, 'i').exec(site.html)?.[1];
  const project = meta('readthedocs-project-slug');
  const version = meta('readthedocs-version-slug');
  if (project === undefined || version === undefined) return undefined;
  const query = new URLSearchParams({
    'client-version': '0.0.0',
    'api-version': '1',
    'project-slug': project,
    'version-slug': version,
  });
  const url = `${new URL(site.url).origin}/_/addons/?${query.toString()}`;
  const text = await get(url);
  return text === undefined ? undefined : parseReadTheDocsAddons(text, site.url);
}

async function readSitemapFolders(
  site: LandedSite,
  get: (url: string) => Promise<string | undefined>,
): Promise<SiteVersion[] | undefined> {
  if (!versionSegment(site.root)) return undefined;
  const text = await get(`${new URL(site.url).origin}/sitemap.xml`);
  if (text === undefined) return undefined;
  const locs = [...text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!);
  return versionFoldersOf(locs, site.root);
}

import { byProductOf } from '../extract/generator-by-products.ts';
import type { Generator } from '../extract/generator-profiles.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import { loadRobots } from '../fetch/load-robots.ts';
import { ACCEPT } from '../fetch/accept.ts';
import { loadLlmsTxt } from '../sources/llms-txt/load-llms-txt.ts';
import { loadSitemapUrls } from '../sources/sitemap/load-sitemap-urls.ts';
import { parseGithubRepoUrl } from '../sources/github/parse-github-repo-url.ts';
import { findDocsRoot } from './find-docs-root.ts';
import { detectAppShell } from '../extract/detect-app-shell.ts';
import type { AppShell } from '../extract/detect-app-shell.ts';
import { parseObjectsInv } from '../sources/sphinx/parse-objects-inv.ts';
import { versionSegment } from '../sources/versions/version-root.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { createScope } from '../url/create-scope.ts';
import type { Scope } from '../url/create-scope.ts';
import { crawlLinks } from '../url/crawl-links.ts';
import { probeGenerator } from './probe-generator.ts';
import { probeGithub } from './probe-github.ts';
import type { ProbeDeps, SiteProbe } from './site-probe.ts';
import { ProbeRefusal } from './site-probe.ts';

/**
 * Looks at a site the way a sync would, without storing anything: follows redirects to the docs
 * root, reads its llms.txt, sitemaps and objects.inv, detects its generator and version, reads
 * what the generator's profile knows (by-products, own navigation, symbol index), and estimates
 * how many pages a sync will keep. A URL that is not http(s), not reachable, or not a
 * documentation page is refused with the reason.
 */
export async function probeSite(
  url: string,
  deps: ProbeDeps,
  options: { here?: boolean } = {},
): Promise<SiteProbe> {
  const given = canonicalizeUrl(url);
  if (given === null) throw new ProbeRefusal(`${url} is not an http(s) URL`);
  const repo = parseGithubRepoUrl(given);
  if (repo) return probeGithub(repo, given, deps);
  const answer = await deps.fetcher.fetch({
    url: given,
    inScope: (target) => new URL(target).protocol.startsWith('http'),
    accept: ACCEPT.html,
    signal: deps.signal,
  });
  if (answer.kind === 'error') throw new ProbeRefusal(`cannot reach ${given}: ${answer.message}`);
  if (answer.kind === 'gone') throw new ProbeRefusal(`${given} answers HTTP ${answer.status}`);
  if (answer.kind !== 'ok') throw new ProbeRefusal(`${given} did not answer with a page`);
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(answer.contentType)) {
    throw new ProbeRefusal(`${given} is not a documentation page (${answer.contentType})`);
  }
  const entryUrl = canonicalizeUrl(answer.url) ?? given;
  const html = () => decodeBody(answer.body, answer.contentType);
  // One page of a site (`…/library/json.html`) is added as the site it belongs to, saying why;
  // `here` keeps the folder given (and stops a second look from the root itself).
  if (options.here !== true) {
    const root = await findDocsRoot(entryUrl, html(), deps);
    if (root) {
      const whole = await probeSite(root.url, deps, { here: true });
      return { ...whole, redirectedFrom: given, rootReason: root.reason };
    }
  }
  const page = await deps.extractor.extract({
    url: entryUrl,
    body: answer.body,
    contentType: answer.contentType,
    nav: true,
  });
  const scope = createScope(
    page.refreshUrl ? (canonicalizeUrl(page.refreshUrl) ?? entryUrl) : entryUrl,
  );
  const generator = page.generator as Generator;
  const links = crawlLinks(page.discoveredLinks, scope).filter(
    (u) => scope.shouldCrawl(u) && byProductOf(u, [generator]) === undefined,
  );
  // A shell may hold a "Loading…" section: the markup decides (detectAppShell counts the text).
  const shell = detectAppShell(html());
  if (shell === undefined && page.sections.length === 0 && !page.refreshUrl && links.length === 0) {
    throw new ProbeRefusal(`${entryUrl} has no content and no links to documentation pages`);
  }
  const ctx = { fetcher: deps.fetcher, signal: deps.signal };
  const robots = await loadRobots(new URL(entryUrl).origin, deps.fetcher, deps.userAgent);
  const llms = await findLlmsTxt(entryUrl, scope, ctx);
  const sitemap = await loadSitemapUrls(robots.sitemaps, scope, ctx);
  const inventory = await readInventory(
    new URL('objects.inv', scope.prefixes[0] ?? entryUrl).href,
    deps,
  );
  const llmsFull =
    llms?.full ?? (llms ? await exists(new URL('llms-full.txt', llms.url).href, deps) : undefined);
  const profile = await probeGenerator(
    generator,
    { url: entryUrl, html, nav: page.navCandidates },
    scope,
    deps,
  );
  const appShell = shell && { ...shell, twins: await findTwins(shell, entryUrl, deps) };
  const counts = [
    links.length + 1,
    sitemap.length,
    llms?.pages.length ?? 0,
    inventory?.pages ?? 0,
    profile.navigation?.pages ?? 0,
    profile.symbolIndex?.pages ?? 0,
  ];
  return {
    entryUrl,
    redirectedFrom: entryUrl !== given ? given : undefined,
    kind: 'website',
    title: docsetTitle(page.title) || new URL(entryUrl).host,
    generator: page.generator,
    scope: scope.prefixes,
    version: versionSegment(entryUrl)?.label,
    llmsTxt: llms && { url: llms.url, pages: llms.pages.length },
    llmsFull,
    sitemap: sitemap.length > 0 ? { pages: sitemap.length } : undefined,
    objectsInv: inventory,
    ...profile,
    appShell,
    estimate: Math.max(...counts),
  };
}

/**
 * The site's llms.txt: at the scope root (where a sync looks), else beside the entry page
 * (`/docs` without its slash), else at the host's root (a hub, filtered to the scope). Whichever
 * is not the scope root's is written into the catalog so every sync reads it.
 */
async function findLlmsTxt(
  entryUrl: string,
  scope: Scope,
  ctx: Pick<ProbeDeps, 'fetcher' | 'signal'>,
) {
  const candidates = [
    new URL('llms.txt', scope.prefixes[0] ?? entryUrl).href,
    new URL('llms.txt', entryUrl.endsWith('/') ? entryUrl : `${entryUrl}/`).href,
    new URL('/llms.txt', entryUrl).href,
  ];
  for (const url of new Set(candidates)) {
    const found = await loadLlmsTxt(url, entryUrl, scope, ctx);
    if (found) return found;
  }
  return undefined;
}

/** A page title as a docset name: "Quickstart — Foo 2.1 documentation" → "Foo". */
export function docsetTitle(title: string): string {
  const parts = title.split(/\s+[—–|·-]\s+/);
  const name = (parts.length > 1 ? parts[parts.length - 1]! : title)
    .replace(/\s+(documentation|docs|manual)$/i, '')
    .replace(/\s+v?\d+(\.\d+)*\w*$/i, '')
    .trim();
  return name;
}

async function readInventory(
  url: string,
  deps: ProbeDeps,
): Promise<{ symbols: number; pages: number } | undefined> {
  const origin = new URL(url).origin;
  const answer = await deps.fetcher.fetch({
    url,
    inScope: (target) => new URL(target).origin === origin,
    signal: deps.signal,
  });
  if (answer.kind !== 'ok') return undefined;
  try {
    const entries = parseObjectsInv(answer.body, url);
    const pages = new Set(entries.map((e) => e.url.replace(/#.*$/, '')));
    return { symbols: entries.filter((e) => e.domain !== 'std').length, pages: pages.size };
  } catch {
    return undefined; // an HTML "not found" page under that name
  }
}

/**
 * The Markdown a Docsify app fetches its pages from (`/` → README.md, its sidebar's file), where
 * the site serves it: the pages' text without a browser.
 */
async function findTwins(shell: AppShell, entryUrl: string, deps: ProbeDeps): Promise<string[]> {
  if (shell.framework !== 'docsify') return [];
  const names = ['README.md', '_sidebar.md'];
  const found = await Promise.all(names.map((n) => exists(new URL(n, entryUrl).href, deps)));
  return found.filter((url) => url !== undefined);
}

async function exists(url: string, deps: ProbeDeps): Promise<string | undefined> {
  const origin = new URL(url).origin;
  const answer = await deps.fetcher.fetch({
    url,
    inScope: (target) => new URL(target).origin === origin,
    signal: deps.signal,
  });
  return answer.kind === 'ok' && !/html/i.test(answer.contentType) ? url : undefined;
}

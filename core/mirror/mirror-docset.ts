import type { Docset } from '../catalog/docset.ts';
import { parseGithubRepoUrl } from '../sources/github/parse-github-repo-url.ts';
import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import { readKnownPages } from '../store/read-pages.ts';
import type { CrawlPlan } from './crawl-source.ts';
import { githubRepoSource, rawOrigin } from './crawl-sources/github-repo-source.ts';
import { crawlWebsite, runCrawl } from './crawl-website.ts';
import type { CrawlEnv } from './crawl-website.ts';
import { isLlmsFullPiece } from './crawl-sources/llms-full-piece.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { createScope } from '../url/create-scope.ts';
import { versionRoot } from '../sources/versions/version-root.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { RenderUnavailable } from '../fetch/page-renderer.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import { DocsetRun } from './docset-run.ts';
import { watchAnswers } from './watch-answers.ts';
import { splitByScope } from './split-by-scope.ts';
import type { DocsetResult } from './sync-event.ts';

/**
 * Mirrors one docset: breadth-first from the entry URL within its scope, conditional requests for
 * pages already cached. Every page is stored in its own transaction, so whatever happens to the
 * run (server dies, Ctrl+C, disk full) the pages cached before stay whole; removals are applied
 * only when the run completes.
 */
export async function mirrorDocset(
  docset: Docset,
  shared: MirrorContext,
  options: MirrorOptions,
): Promise<DocsetResult> {
  const watch = watchAnswers(shared.fetcher, shared.github.fetch);
  const ctx = {
    ...shared,
    fetcher: watch.fetcher,
    github: { ...shared.github, fetch: watch.githubFetch },
  };
  const result = await mirrorWith(docset, ctx, options);
  return result.outcome === 'failed' && watch.unreachable()
    ? { ...result, unreachable: true }
    : result;
}

async function mirrorWith(
  docset: Docset,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<DocsetResult> {
  const { db } = ctx.cache;
  const known = readKnownPages(db, docset.id);
  // A docset with nothing cached has every page to extract: the workers start loading now, while
  // robots.txt, the sitemaps and the entry page are fetched, not when the entry page arrives. A
  // re-sync, which may be all 304s, starts them only if a page comes.
  if (known.size === 0) ctx.extractor.warm?.();
  const run = DocsetRun.start(docset, known, ctx, options);
  const overrides = ctx.overrides.get(docset.id) ?? {};
  const maxPages = overrides.maxPages ?? options.maxPages;
  const entry = canonicalizeUrl(docset.entryUrl);
  if (!entry) return run.fail(`${docset.entryUrl}: not an http(s) URL`);
  run.tally.setEntry(entry);

  const repo = parseGithubRepoUrl(entry);
  const rendering = await openRenderer(ctx, overrides, Boolean(repo));
  if (typeof rendering === 'string') return run.fail(rendering);
  const env = { run, ctx: rendering, options };
  if (repo) {
    const refused = await mirrorRepository(
      repo,
      { docset, entry, known, overrides, maxPages },
      env,
    );
    return refused ? run.fail(refused) : run.complete();
  }
  const scope = createScope(entry, {
    extraPrefixes: [
      ...(overrides.extraPrefixes ?? []),
      ...versionPrefixes(entry, overrides.versions),
    ],
    excludes: overrides.excludes,
  });
  // Pages of an old entry or now excluded are not revisited; they go if the run completes.
  const { current, leftBehind } = splitByScope(known, scope);
  run.leaveBehind(leftBehind);
  const plan = {
    docset,
    entry,
    scope,
    known: current,
    overrides,
    maxPages,
    nav: 'docset' as const,
    revisits: (url: string) => scope.shouldCrawl(url),
  };
  const refused = await crawlWebsite(plan, env);
  return refused ? run.fail(refused) : run.complete();
}

/**
 * The context a docset set to `"render": "browser"` crawls with: the sync's browser, opened now,
 * so a machine without Chromium fails the docset at once with the fixes, not page by page. A
 * repository's files are Markdown already: nothing to render. A string: why it cannot render.
 */
async function openRenderer(
  ctx: MirrorContext,
  overrides: DocsetOverrides,
  repository: boolean,
): Promise<MirrorContext | string> {
  if (overrides.render !== 'browser' || repository) return ctx;
  try {
    if (ctx.renderer === undefined) throw new RenderUnavailable('this sync has no browser');
    return { ...ctx, render: await ctx.renderer.open() };
  } catch (error) {
    if (error instanceof RenderUnavailable) return error.message;
    throw error;
  }
}

/**
 * A docset whose entry is a GitHub repository: its files are crawled from the tree at the head
 * commit, then the guide on a docs host (the overrides' extra prefixes), if it has one, is crawled
 * as a site in the same run, so the docset holds both. Returns why it was refused, if it was.
 */
async function mirrorRepository(
  repo: GithubRepo,
  asked: Pick<CrawlPlan, 'docset' | 'entry' | 'known' | 'overrides' | 'maxPages'>,
  env: CrawlEnv,
): Promise<string | undefined> {
  const { overrides, entry } = asked;
  const [site, ...more] = (overrides.extraPrefixes ?? []).map((p) => canonicalizeUrl(p) ?? '');
  const guide = site
    ? createScope(site, {
        extraPrefixes: [...more, ...versionPrefixes(site, overrides.versions)],
        excludes: overrides.excludes,
      })
    : undefined;
  // Pieces of the guide's llms-full.txt are the guide's too, though `.txt` is no page.
  const ofGuide = (url: string) =>
    guide !== undefined &&
    (guide.shouldCrawl(url) || (isLlmsFullPiece(url) && guide.contains(url)));
  // A repository has branches, not version directories; a guide site applies the override itself.
  if (overrides.versions?.length && !site) {
    const listed = overrides.versions.join(', ');
    env.run.unmet(
      entry,
      `versions override (${listed}) cannot apply: a GitHub repository is mirrored at its default branch`,
      0,
    );
  }
  const files = {
    ...asked,
    // Only the repository's own images: badges and shields are third-party trackers.
    scope: createScope(`${rawOrigin(env.ctx.github)}/`),
    nav: 'repository' as const,
    revisits: (url: string) => !ofGuide(url),
  };
  const refused = await runCrawl(files, [githubRepoSource(repo)], env);
  if (refused || !site || !guide) return refused;
  return crawlWebsite(
    { ...asked, entry: site, scope: guide, nav: 'group', revisits: (u) => guide.shouldCrawl(u) },
    env,
  );
}

/**
 * An entry inside a version directory (`/en/latest/`) scopes the docset to it, so the listed
 * versions' directories join the scope. A bare entry (`/docs/pytorch/`) holds them already.
 */
function versionPrefixes(entry: string, versions: readonly string[] = []): string[] {
  return versions.flatMap((v) => versionRoot(entry, v) ?? []);
}

import type { Docset } from '../catalog/docset.ts';
import { parseGithubRepoUrl } from '../sources/github/parse-github-repo-url.ts';
import { readKnownPages } from '../store/read-pages.ts';
import { crawlWebsite } from './crawl-website.ts';
import { isLlmsFullPiece } from './crawl-sources/llms-full-piece.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { createScope } from '../url/create-scope.ts';
import { versionRoot } from '../sources/versions/version-root.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { mirrorGithubDocset } from './mirror-github-docset.ts';
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
  if (repo) {
    // A repository whose guide is on a docs host (the overrides' extra prefixes): that host is
    // crawled as a site in the same run, so the docset holds both.
    const [site, ...more] = (overrides.extraPrefixes ?? []).map((p) => canonicalizeUrl(p) ?? '');
    const guide = site
      ? createScope(site, {
          extraPrefixes: [...more, ...versionPrefixes(site, overrides.versions)],
          excludes: overrides.excludes,
        })
      : undefined;
    const extra = site &&
      guide && {
        // Pieces of the guide's llms-full.txt are the guide's too, though `.txt` is no page.
        covers: (url: string) =>
          guide.shouldCrawl(url) || (isLlmsFullPiece(url) && guide.contains(url)),
        crawl: () =>
          crawlWebsite(
            {
              docset,
              entry: site,
              scope: guide,
              known,
              overrides,
              maxPages,
              nav: 'group',
              revisits: (u) => guide.shouldCrawl(u),
            },
            run,
            ctx,
            options,
          ),
      };
    // A repository has branches, not version directories; a guide site applies the override itself.
    if (overrides.versions?.length && !site) {
      const asked = overrides.versions.join(', ');
      run.report(
        entry,
        `versions override (${asked}) cannot apply: a GitHub repository is mirrored at its default branch`,
        0,
      );
    }
    return mirrorGithubDocset(docset.id, repo, known, run, ctx, {
      ...options,
      maxPages,
      languages: overrides.languages,
      extra: extra || undefined,
    });
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
  const refused = await crawlWebsite(plan, run, ctx, options);
  return refused ? run.fail(refused) : run.complete();
}

/**
 * An entry inside a version directory (`/en/latest/`) scopes the docset to it, so the listed
 * versions' directories join the scope. A bare entry (`/docs/pytorch/`) holds them already.
 */
function versionPrefixes(entry: string, versions: readonly string[] = []): string[] {
  return versions.flatMap((v) => versionRoot(entry, v) ?? []);
}

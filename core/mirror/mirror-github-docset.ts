import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { mirrorGithub } from './mirror-github.ts';
import type { RunBook } from './run-book.ts';
import type { DocsetResult } from './sync-event.ts';

/** A website crawled with the repository: which cached pages are its, and the crawl. */
export interface ExtraSite {
  covers: (url: string) => boolean;
  /** Resolves to an error message when the site refuses the crawl (robots.txt). */
  crawl: () => Promise<string | undefined>;
}

/**
 * A docset whose entry is a GitHub repository: mirrored from the tree at the head commit instead
 * of crawled. Files the new tree no longer selects are reported gone so removals apply as usual.
 */
export async function mirrorGithubDocset(
  docsetId: string,
  repo: GithubRepo,
  known: ReadonlyMap<string, KnownPage>,
  book: RunBook,
  ctx: MirrorContext,
  options: MirrorOptions & { languages?: string[]; extra?: ExtraSite },
): Promise<DocsetResult> {
  const { extra } = options;
  const run = await mirrorGithub(docsetId, repo, known, ctx, options);
  if (run.error) return book.finish('failed', run.error);
  // The guide's pages are the crawl's to keep or report gone, not the repository's.
  const files = [...known.values()].filter((p) => p.status === 'ok' && !extra?.covers(p.url));
  if (run.unchangedCommit) {
    book.summary.unchanged = files.length;
    if (!extra) return book.finish('ok');
    const refused = await extra.crawl();
    return refused ? book.finish('failed', refused) : book.complete();
  }
  const stored = new Set(run.results.map((r) => pageKey(r.url)));
  for (const page of files) {
    if (!stored.has(page.key)) {
      run.results.push({
        outcome: 'gone',
        url: page.url,
        status: 404,
        known: page,
        links: [],
        images: [],
        bytes: 0,
      });
    }
  }
  for (const result of run.results) book.account(result, result.url);
  const refused = await extra?.crawl();
  return refused ? book.finish('failed', refused) : book.complete();
}

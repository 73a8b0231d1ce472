import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { mirrorGithub } from './mirror-github.ts';
import type { DocsetRun } from './docset-run.ts';
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
  run: DocsetRun,
  ctx: MirrorContext,
  options: MirrorOptions & { languages?: string[]; extra?: ExtraSite },
): Promise<DocsetResult> {
  const { extra } = options;
  const mirrored = await mirrorGithub(docsetId, repo, known, run, ctx, options);
  if (mirrored.error) return run.fail(mirrored.error);
  // The guide's pages are the crawl's to keep or report gone, not the repository's.
  const files = [...known.values()].filter((p) => p.status === 'ok' && !extra?.covers(p.url));
  if (mirrored.unchangedCommit) {
    // Nothing is fetched, but each page is shown and counted as unchanged, as a 304 would be.
    for (const page of files) {
      const outcome = {
        kind: 'stored',
        change: 'unchanged',
        url: page.url,
        links: [],
        images: [],
        bytes: 0,
      } as const;
      run.account(outcome, files.length);
    }
  } else {
    // Files the new tree no longer selects: removed when the run completes cleanly.
    const stored = new Set(mirrored.outcomes.map((o) => pageKey(o.url)));
    for (const page of files) {
      if (stored.has(page.key)) continue;
      const message = 'no longer in the repository';
      run.account({ kind: 'gone', url: page.url, status: 404, message, known: page }, files.length);
    }
  }
  const refused = await extra?.crawl();
  return refused ? run.fail(refused) : run.complete();
}

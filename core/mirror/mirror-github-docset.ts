import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { mirrorGithub } from './mirror-github.ts';
import type { RunBook } from './run-book.ts';
import type { DocsetResult } from './sync-event.ts';

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
  options: MirrorOptions & { languages?: string[] },
): Promise<DocsetResult> {
  const run = await mirrorGithub(docsetId, repo, known, ctx, options);
  if (run.error) return book.finish('failed', run.error);
  if (run.unchangedCommit) {
    book.summary.unchanged = [...known.values()].filter((p) => p.status === 'ok').length;
    return book.finish('ok');
  }
  const stored = new Set(run.results.map((r) => pageKey(r.url)));
  for (const page of known.values()) {
    if (page.status === 'ok' && !stored.has(page.key)) {
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
  return book.complete();
}

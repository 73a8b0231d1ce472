import type { KnownPage } from '../store/read-pages.ts';
import type { Scope } from '../url/create-scope.ts';
import { isLlmsFullPiece } from './crawl-sources/llms-full-piece.ts';

/** A cached page the docset no longer covers, and why (shown when it is removed). */
export interface LeftBehind {
  page: KnownPage;
  reason: string;
}

/**
 * Splits a website docset's cached pages by its current scope. The scope changes when the
 * catalog's entry moves (torchtune went from pytorch.org to meta-pytorch.org) or the user adds an
 * `excludes` override; the pages it no longer covers must not be fetched again from a host the
 * docset has left, and go once the run completes. Pages already removed stay in `current`: they
 * are history, and a page coming back at their key is "new" again, not a duplicate.
 */
export function splitByScope(
  known: ReadonlyMap<string, KnownPage>,
  scope: Scope,
): { current: Map<string, KnownPage>; leftBehind: LeftBehind[] } {
  const current = new Map<string, KnownPage>();
  const leftBehind: LeftBehind[] = [];
  for (const [key, page] of known) {
    const reason = page.status === 'ok' ? outsideBecause(page.url, scope) : undefined;
    if (reason === undefined) current.set(key, page);
    else leftBehind.push({ page, reason });
  }
  return { current, leftBehind };
}

function outsideBecause(url: string, scope: Scope): string | undefined {
  if (!scope.contains(url)) return 'no longer in the docset’s scope';
  // A piece of llms-full.txt lives under the file's `.txt` URL, which the scope never crawls.
  if (!isLlmsFullPiece(url) && scope.isExcluded(url)) return 'excluded from the docset';
  return undefined;
}

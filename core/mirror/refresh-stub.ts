import type { Database } from 'better-sqlite3';
import { readAuxiliaryFile, writeAuxiliaryFile } from '../store/auxiliary-files.ts';
import type { PageOutcome } from './page-outcome.ts';

/**
 * A meta-refresh page without content (torchtune's root → `stable/`, sphinx-reredirects' stubs)
 * stores no page, so it has no page row to keep validators in: they are kept with what the crawl
 * took from it, like an inventory's, and a re-sync asks for it conditionally. Change the format
 * when the memo's shape or meaning changes.
 */
const STUB_FORMAT = 'meta refresh/1';

type Redirected = Extract<PageOutcome, { kind: 'redirected' }>;

interface StubMemo {
  to: string;
  links: readonly string[];
  finalUrl: string;
  title: string;
  generator: string;
}

export interface RefreshStub {
  validators: { etag?: string; lastModified?: string };
  memo: StubMemo;
}

/** The stub last read at this URL, if the page is one and it had validators. */
export function readRefreshStub(
  db: Database,
  docsetId: string,
  url: string,
): RefreshStub | undefined {
  const file = readAuxiliaryFile(db, docsetId, url);
  if (file?.format !== STUB_FORMAT) return undefined;
  const validators = {
    ...(file.etag !== undefined && { etag: file.etag }),
    ...(file.lastModified !== undefined && { lastModified: file.lastModified }),
  };
  return { validators, memo: JSON.parse(file.memo) as StubMemo };
}

/** What a 304 for a stub means: the same redirect, to the same target, with the same links. */
export function unchangedStub(url: string, stub: RefreshStub): Redirected {
  const { memo } = stub;
  return {
    kind: 'redirected',
    url,
    to: memo.to,
    links: memo.links,
    bytes: 0,
    // A refresh page is never a sidebar or a docs root of its own: only where it leads is read.
    parsed: { ...memo, refreshUrl: memo.to, html: () => '' },
  };
}

/**
 * Keeps the validators of a stub just read. A stub that later becomes a page needs no cleaning:
 * its URL then has a page row, and stubs are only looked up for URLs without one.
 */
export function recordRefreshStub(
  db: Database,
  docsetId: string,
  url: string,
  fetched: { etag?: string; lastModified?: string },
  outcome: Redirected,
): void {
  if (fetched.etag === undefined && fetched.lastModified === undefined) return;
  const { finalUrl, title, generator } = outcome.parsed;
  const memo: StubMemo = { to: outcome.to, links: outcome.links, finalUrl, title, generator };
  writeAuxiliaryFile(db, docsetId, url, {
    format: STUB_FORMAT,
    ...(fetched.etag !== undefined && { etag: fetched.etag }),
    ...(fetched.lastModified !== undefined && { lastModified: fetched.lastModified }),
    memo: JSON.stringify(memo),
  });
}

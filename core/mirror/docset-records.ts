import { readFetchedAt } from '../store/read-fetched-at.ts';
import { readPageTexts } from '../store/read-page-texts.ts';
import { readGithubCommit, writeGithubCommit } from '../store/github-commit.ts';
import { writeSecondaryPages } from '../store/secondary-pages.ts';
import { sourceFiles } from '../store/source-files.ts';
import { writeSymbols } from '../store/symbols.ts';
import type { DocsetRecords } from './crawl-source.ts';
import type { MirrorContext } from './mirror-context.ts';

/**
 * Where the cached pages a crawl keeps without asking for them are listed, with why: one record
 * beside the docset's source files, rewritten by every run, so it always names this run's pages.
 */
export const HELD_PAGES = { url: 'folio:held-pages', format: 'held pages/1' };

/** Held pages as the last run listed them: page key → reason. */
export type HeldPages = Record<string, string>;

/** The docset's records beside its pages, as the crawl's sources may keep them. */
export function docsetRecords(ctx: MirrorContext, docsetId: string): DocsetRecords {
  const { db } = ctx.cache;
  return {
    writeSymbols: (symbols) => writeSymbols(db, docsetId, symbols),
    writeOptionalPages: (keys) => writeSecondaryPages(db, docsetId, keys),
    fetchedAt: () => readFetchedAt(db, docsetId),
    pageTexts: () => readPageTexts(db, docsetId),
    commit: () => readGithubCommit(db, docsetId),
    keepCommit: (repo, sha) => writeGithubCommit(db, docsetId, repo, sha, ctx.now().toISOString()),
    holdPages(keys, reason) {
      const held: HeldPages = Object.fromEntries(keys.map((key) => [key, reason]));
      sourceFiles(db, docsetId).write(HELD_PAGES.url, HELD_PAGES.format, { derived: held });
    },
  };
}

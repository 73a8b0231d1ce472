import { readFetchedAt } from '../store/read-fetched-at.ts';
import { readPageTexts } from '../store/read-page-texts.ts';
import { readGithubCommit, writeGithubCommit } from '../store/github-commit.ts';
import { writeSecondaryPages } from '../store/secondary-pages.ts';
import { writeHeldPages } from '../store/held-pages.ts';
import { writeSymbols } from '../store/symbols.ts';
import type { DocsetRecords } from './crawl-source.ts';
import type { MirrorContext } from './mirror-context.ts';

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
    holdPages: (keys, reason) => writeHeldPages(db, docsetId, { keys, reason }),
  };
}

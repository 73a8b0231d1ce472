import type { RepoFile } from '../sources/github/render-repo-file.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { isCurrentExtraction } from '../extract/hash-content.ts';

/** One page to fetch, as a value: its canonical URL, its key computed once, what is known of it. */
export interface PageTask {
  url: string;
  key: string;
  /** The cached copy, live or removed. */
  known?: KnownPage;
  /** The Markdown twin to try before the HTML, and the title an llms.txt gives the page. */
  twin?: string;
  title?: string;
  /** The crawl wants this page's sidebar: the worker reads it from the page's own parse. */
  nav?: boolean;
  /** A meta-refresh stub as the last sync read it: asked with its validators, 304 = the same. */
  stub?: StoredStub;
  /** A repository file: its bytes come from the raw host, and it is rendered as GitHub renders it. */
  repoFile?: RepoFileTask;
}

export interface RepoFileTask {
  /** The file's bytes on the raw host, pinned to the commit. */
  from: string;
  file: RepoFile;
}

/** The source_files format of a stub's record: change it with StoredStub or what fills it. */
export const STUB_FORMAT = 'meta refresh/1';

/** What a stub (a `<meta http-equiv=refresh>` page without content) gave, kept for its 304. */
export interface StoredStub {
  finalUrl: string;
  to: string;
  links: readonly string[];
  title: string;
  generator: string;
  etag?: string;
  lastModified?: string;
}

export function pageTask(
  url: string,
  known: ReadonlyMap<string, KnownPage>,
  extra: Pick<PageTask, 'twin' | 'title' | 'repoFile'> = {},
): PageTask {
  const key = pageKey(url);
  return { url, key, known: known.get(key), ...extra };
}

/**
 * The validators to send: a live cached page's. A removed page is asked for in full, so if the
 * site serves it again it is stored again with its sections, not answered 304 and left removed;
 * so is a page an older Folio extracted, so that it is split again as this one splits it.
 */
export function validatorsOf(task: PageTask): { etag?: string; lastModified?: string } {
  const { known, stub } = task;
  if (known === undefined && stub !== undefined) {
    return { etag: stub.etag, lastModified: stub.lastModified };
  }
  if (known?.status !== 'ok' || !isCurrentExtraction(known.contentHash)) return {};
  return { etag: known.etag, lastModified: known.lastModified };
}

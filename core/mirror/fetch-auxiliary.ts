import type { FetchRequest, FetchResult } from '../fetch/fetch-result.ts';
import {
  deleteAuxiliaryFile,
  readAuxiliaryFile,
  writeAuxiliaryFile,
} from '../store/auxiliary-files.ts';
import type { Cache } from '../store/open-cache.ts';
import type { MirrorContext } from './mirror-context.ts';

/** Where a docset's auxiliary files are remembered; none for a probe, which writes nothing. */
export interface AuxiliaryMemory {
  cache: Cache;
  docsetId: string;
}

type Answer = Extract<FetchResult, { kind: 'ok' }>;

export interface AuxiliaryRead<T> {
  /** What `read` made of the file: this answer's, or on a 304 the last read's memo. */
  value: T;
  /** False on a 304: everything built from the file last time still stands. */
  changed: boolean;
  /**
   * Stores the validators and the memo. Called once what was built from the file is written, so
   * a sync stopped in between reads the file whole next time rather than trusting a 304.
   */
  remember(): void;
}

/**
 * Requests a file read beside the pages (objects.inv, llms.txt, a sitemap) with the validators
 * of the last read, and on a 304 hands back what that read made of it instead of parsing again.
 * `format` names the memo's shape and what it was derived with: a memo of another format (an older
 * Folio's) is never used, and the file is fetched whole. Undefined when the file did not answer
 * or `read` finds no such file in the answer (a soft 404), which forgets the last read. Without
 * `memory`, a plain fetch and read.
 */
export async function fetchAuxiliary<T>(
  ctx: Pick<MirrorContext, 'fetcher' | 'signal'>,
  memory: AuxiliaryMemory | undefined,
  format: string,
  request: Omit<FetchRequest, 'etag' | 'lastModified' | 'signal'>,
  read: (answer: Answer) => T | undefined,
): Promise<AuxiliaryRead<T> | undefined> {
  const db = memory?.cache.db;
  const docsetId = memory?.docsetId ?? '';
  const stored = db ? readAuxiliaryFile(db, docsetId, request.url) : undefined;
  const usable = stored?.format === format ? stored : undefined;
  const result = await ctx.fetcher.fetch({
    ...request,
    ...(usable?.etag !== undefined && { etag: usable.etag }),
    ...(usable?.lastModified !== undefined && { lastModified: usable.lastModified }),
    signal: ctx.signal,
  });
  if (result.kind === 'not-modified' && usable) {
    return { value: JSON.parse(usable.memo) as T, changed: false, remember: () => {} };
  }
  if (result.kind !== 'ok') {
    if (db && result.kind === 'gone') deleteAuxiliaryFile(db, docsetId, request.url);
    return undefined;
  }
  const value = read(result);
  if (value === undefined) {
    if (db) deleteAuxiliaryFile(db, docsetId, request.url);
    return undefined;
  }
  const validators = {
    ...(result.etag !== undefined && { etag: result.etag }),
    ...(result.lastModified !== undefined && { lastModified: result.lastModified }),
  };
  return {
    value,
    changed: true,
    remember: () => {
      // Without a validator the next request cannot be conditional: nothing worth keeping.
      if (!db || (validators.etag === undefined && validators.lastModified === undefined)) return;
      const memo = JSON.stringify(value);
      writeAuxiliaryFile(db, docsetId, request.url, { format, ...validators, memo });
    },
  };
}

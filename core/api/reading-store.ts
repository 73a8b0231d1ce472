import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiInput, Bookmark, ReadingFile, Visit } from './folio-api.ts';
import { apiInputs } from './folio-api.ts';

/** The oldest visits fall off past this; bookmarks are kept until removed. */
export const MAX_HISTORY = 1000;

export interface ReadingStore {
  listBookmarks(): Promise<Bookmark[]>;
  addBookmark(input: ApiInput<'addBookmark'>): Promise<Bookmark[]>;
  removeBookmark(url: string): Promise<Bookmark[]>;
  listHistory(input: ApiInput<'listHistory'>): Promise<Visit[]>;
  recordVisit(input: ApiInput<'recordVisit'>): Promise<Visit>;
  clearHistory(): Promise<{ removed: number }>;
  exportReading(): Promise<ReadingFile>;
  importReading(
    file: ApiInput<'importReading'>['data'],
  ): Promise<{ bookmarks: number; history: number }>;
}

interface Reading {
  bookmarks: Bookmark[];
  history: Visit[];
}

const withoutFragment = (url: string): string => url.split('#')[0] ?? url;
const newestFirst =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

/**
 * Bookmarks and reading history, one user's, as `reading.json` in their settings folder (beside
 * settings.json): the cache may be a shared or read-only file, and what someone read is theirs.
 * A file broken by hand gives an empty list and a warning, and entries that fail the contract's
 * own schema are dropped one by one, as settings fields are. Writes go through a temp file renamed
 * over the old one and run one after another.
 */
export function createReadingStore(options: {
  dir: string;
  now?: () => Date;
  warn?: (message: string) => void;
}): ReadingStore {
  const file = join(options.dir, 'reading.json');
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? ((message) => process.stderr.write(`folio: ${message}\n`));
  let queue: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<Reading> => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        warn(`cannot read ${file} (${(error as Error).message}); no bookmarks or history`);
      }
      return { bookmarks: [], history: [] };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const record = raw as { bookmarks?: unknown; history?: unknown } | undefined;
    if (typeof record !== 'object' || record === null) {
      warn(`${file} is not a JSON object; no bookmarks or history`);
      return { bookmarks: [], history: [] };
    }
    const item = apiInputs.importReading.shape.data.shape;
    const keep = <T>(list: unknown, parse: (value: unknown) => T | undefined): T[] =>
      (Array.isArray(list) ? list : []).map(parse).filter((value) => value !== undefined);
    return {
      bookmarks: keep(record.bookmarks, (value) => {
        const parsed = item.bookmarks.element.safeParse(value);
        return parsed.success
          ? { ...parsed.data, section: parsed.data.section ?? null }
          : undefined;
      }),
      history: keep(record.history, (value) => {
        const parsed = item.history.element.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      }),
    };
  };

  const write = async (reading: Reading): Promise<void> => {
    await mkdir(options.dir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, `${JSON.stringify({ version: 1, ...reading }, null, 2)}\n`, {
        flush: true,
      });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  /** Read, change, write, one change at a time: two at once would each lose the other's. */
  const change = <T>(apply: (reading: Reading) => T): Promise<T> => {
    const next = queue.then(async () => {
      const reading = await read();
      const result = apply(reading);
      reading.history = reading.history.slice(0, MAX_HISTORY);
      await write(reading);
      return result;
    });
    queue = next.catch(() => {});
    return next;
  };

  return {
    listBookmarks: async () => (await read()).bookmarks,
    addBookmark: ({ url, title, docset, section }) =>
      change((reading) => {
        const kept = reading.bookmarks.filter((b) => b.url !== url);
        const bookmark = {
          url,
          title,
          docset,
          section: section ?? null,
          addedAt: now().toISOString(),
        };
        reading.bookmarks = [bookmark, ...kept];
        return reading.bookmarks;
      }),
    removeBookmark: (url) =>
      change((reading) => {
        reading.bookmarks = reading.bookmarks.filter((b) => b.url !== url);
        return reading.bookmarks;
      }),
    async listHistory({ query, limit }) {
      const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matches = (await read()).history.filter((visit) => {
        const haystack = `${visit.title} ${visit.url}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      });
      return matches.slice(0, limit ?? 200);
    },
    recordVisit: ({ url, title, docset }) =>
      change((reading) => {
        const page = withoutFragment(url);
        const visit = { url: page, title, docset, visitedAt: now().toISOString() };
        reading.history = [visit, ...reading.history.filter((v) => v.url !== page)];
        return visit;
      }),
    clearHistory: () =>
      change((reading) => {
        const removed = reading.history.length;
        reading.history = [];
        return { removed };
      }),
    exportReading: async () => ({
      format: 'folio-reading',
      version: 1,
      exportedAt: now().toISOString(),
      ...(await read()),
    }),
    importReading: (data) =>
      change((reading) => {
        // What is already here wins: an import adds what is missing, it never rewinds an entry.
        const marked = new Set(reading.bookmarks.map((b) => b.url));
        const added = data.bookmarks
          .filter((b) => !marked.has(b.url) && marked.add(b.url))
          .map((b) => ({ ...b, section: b.section ?? null }));
        const seen = new Set(reading.history.map((v) => v.url));
        const visits = data.history
          .map((v) => ({ ...v, url: withoutFragment(v.url) }))
          .filter((v) => !seen.has(v.url) && seen.add(v.url));
        reading.bookmarks = [...reading.bookmarks, ...added].sort(newestFirst((b) => b.addedAt));
        reading.history = [...reading.history, ...visits].sort(newestFirst((v) => v.visitedAt));
        return { bookmarks: added.length, history: visits.length };
      }),
  };
}

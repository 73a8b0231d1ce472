import { z } from 'zod';
import type { DocsetImportReport } from '../bundle/merge-docset.ts';
import type { FeedStatus } from '../feed/read-feed-status.ts';

export type { FeedStatus };
import type { AppShellAdvice } from '../probe/app-shell-advice.ts';
import type { SiteProbe } from '../probe/site-probe.ts';
import type { SearchResult } from '../search/search-cache.ts';
import type { LastRun } from '../store/read-status.ts';

const bookmarkFields = {
  url: z.string().min(1).max(4096),
  title: z.string().max(500),
  docset: z.string().max(200),
  /** The section's heading when the bookmark points into a page. */
  section: z.string().max(500).nullable().optional(),
};

/**
 * An exported reading file, as `exportReading` writes it. Entries are stripped of fields this
 * version does not know (a newer Folio may add some) rather than refused.
 */
const readingFile = z.object({
  format: z.literal('folio-reading'),
  version: z.literal(1),
  bookmarks: z.array(z.object({ ...bookmarkFields, addedAt: z.iso.datetime() })).max(10_000),
  history: z
    .array(
      z.object({
        url: bookmarkFields.url,
        title: bookmarkFields.title,
        docset: bookmarkFields.docset,
        visitedAt: z.iso.datetime(),
      }),
    )
    .max(10_000),
});

/**
 * The one contract between the engine and every UI. Each operation is declared once, here: its
 * input schema (validated by the engine whatever the transport) and its result type. The Electron
 * IPC bridge, the preload, the HTTP routes of `folio serve` and the renderer's client are all
 * derived from `apiInputs`; adding an operation means adding it here and implementing it, and the
 * compiler points at every place that is then missing.
 *
 * Methods are verbNoun, async, take one JSON object and return JSON (ISO date strings, no Dates).
 */
export const apiInputs = {
  /** The catalog's docsets with what the cache holds of each and whether one is syncing. */
  listDocsets: z.object({}).strict(),
  /** A docset's table of contents, as a tree. */
  getToc: z.object({ docset: z.string().min(1).max(200) }).strict(),
  /** One cached page, sanitised HTML and outline; `url` may carry a #fragment. */
  getPage: z.object({ url: z.string().min(1).max(4096) }).strict(),
  /** Full-text search; `docset: words` in the query scopes it too. */
  search: z
    .object({
      query: z.string().max(1000),
      docsets: z.array(z.string().min(1).max(200)).max(100).optional(),
      limit: z.number().int().min(1).max(200).optional(),
    })
    .strict(),
  /** Starts syncing the given docsets (all when omitted); refused while a sync runs. */
  startSync: z
    .object({ docsets: z.array(z.string().min(1).max(200)).max(100).optional() })
    .strict(),
  /** The current or last sync; events after `since` (a sequence number) for polling clients. */
  getSyncState: z.object({ since: z.number().int().min(0).optional() }).strict(),
  cancelSync: z.object({}).strict(),
  /** What each docset's last completed sync (or import) added, changed and removed; one when given. */
  getChanges: z.object({ docset: z.string().min(1).max(200).optional() }).strict(),
  getSettings: z.object({}).strict(),
  /** Looks at a docs site (or GitHub repository) as folio add does; writes nothing. */
  /** `here`: the folder of the page given, not the docs root a probe finds above it. */
  probeSite: z.object({ url: z.string().min(1).max(4096), here: z.boolean().optional() }).strict(),
  /** Adds a site to the user's catalog (probed again here) and starts syncing it. */
  addDocset: z
    .object({
      url: z.string().min(1).max(4096),
      name: z.string().max(200).optional(),
      section: z.string().max(200).optional(),
      here: z.boolean().optional(),
      /** Render its pages in Chromium (an app shell, as the probe's appShellAdvice offers). */
      render: z.literal('browser').optional(),
    })
    .strict(),
  /** Takes a docset out of the user's catalog; `purge` drops its pages from the cache too. */
  removeDocset: z
    .object({ docset: z.string().min(1).max(200), purge: z.boolean().optional() })
    .strict(),
  /** Imports a bundle (folio export's file) at a path on the machine that holds the cache. */
  importBundle: z.object({ path: z.string().min(1).max(4096) }).strict(),
  updateSettings: z
    .object({
      theme: z.enum(['light', 'dark', 'system']).optional(),
      /** Hours between automatic syncs; null turns the schedule off. */
      syncEveryHours: z
        .number()
        .min(1)
        .max(24 * 30)
        .nullable()
        .optional(),
      /** Electron accelerator that brings the window up with search focused; '' for none. */
      globalShortcut: z.string().max(100).optional(),
    })
    .strict(),
  /** Who schedules automatic syncs here (the user's setting, or the server's flag) and how often. */
  getSyncSchedule: z.object({}).strict(),
  /** The feeds this machine subscribes to: serial, when published, last pull, last error. */
  listFeeds: z.object({}).strict(),
  /** The user's bookmarks, newest first (kept in their settings folder, never in the cache). */
  listBookmarks: z.object({}).strict(),
  /** Bookmarks a page, or a section of it when `url` carries its #fragment; again: updates it. */
  addBookmark: z.object(bookmarkFields).strict(),
  removeBookmark: z.object({ url: z.string().min(1).max(4096) }).strict(),
  /** Pages read, most recent first, one entry per page; `query` filters by title or URL. */
  listHistory: z
    .object({
      query: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    })
    .strict(),
  /** The reader opened a page: it goes to the top of the history. */
  recordVisit: z
    .object({
      url: z.string().min(1).max(4096),
      title: z.string().max(500),
      docset: z.string().max(200),
    })
    .strict(),
  clearHistory: z.object({}).strict(),
  /** Bookmarks and history as one file's content, for `importReading` on this or another machine. */
  exportReading: z.object({}).strict(),
  /** Merges an exported file: new bookmarks and visits are added, nothing is removed. */
  importReading: z.object({ data: readingFile }).strict(),
  /** What this client may do here: read only (a read-only cache, a team's reader link) or all. */
  getAccess: z.object({}).strict(),
} as const;

export type ApiMethod = keyof typeof apiInputs;
export type ApiInput<M extends ApiMethod> = z.input<(typeof apiInputs)[M]>;

export interface ApiOutputs {
  listDocsets: DocsetSummary[];
  getToc: TocEntry[];
  getPage: PageView;
  search: SearchResult;
  startSync: SyncState;
  getSyncState: SyncState;
  cancelSync: SyncState;
  getChanges: DocsetChanges[];
  getSettings: Settings;
  probeSite: SiteFindings;
  addDocset: { docset: string; sync: SyncState | null };
  removeDocset: { removedFromCatalog: boolean; purgedPages?: number };
  importBundle: { docsets: DocsetImportReport[] };
  updateSettings: Settings;
  getSyncSchedule: SyncSchedule;
  listFeeds: FeedStatus[];
  listBookmarks: Bookmark[];
  addBookmark: Bookmark[];
  removeBookmark: Bookmark[];
  listHistory: Visit[];
  recordVisit: Visit;
  clearHistory: { removed: number };
  exportReading: ReadingFile;
  importReading: { bookmarks: number; history: number };
  getAccess: Access;
}

/**
 * `readOnly`: the cache cannot be written (opened --read-only, or on read-only storage).
 * `role`: `reader` for someone on a team's reader link of `folio serve`, who may read, search and
 * keep their own bookmarks and history but not sync, add, remove, import or change settings.
 */
export interface Access {
  readOnly: boolean;
  role: 'admin' | 'reader';
}

export interface SyncSchedule {
  /**
   * `settings`: the user's syncEveryHours drives the schedule (the desktop app). `server`: the
   * host fixed it (`folio serve --sync-every`), and changing the setting would do nothing here.
   */
  source: 'settings' | 'server';
  /** Between automatic syncs; null: none. */
  intervalMs: number | null;
}

export interface Bookmark {
  /** The page's URL, with the section's #fragment for a section. */
  url: string;
  title: string;
  docset: string;
  section: string | null;
  addedAt: string;
}

export interface Visit {
  /** The page's URL, without a fragment: one entry per page. */
  url: string;
  title: string;
  docset: string;
  visitedAt: string;
}

export interface ReadingFile {
  format: 'folio-reading';
  version: 1;
  exportedAt: string;
  bookmarks: Bookmark[];
  history: Visit[];
}

/** What a probe found (see core/probe/site-probe.ts), and the id the docset would get. */
export type SiteFindings = SiteProbe & {
  id: string;
  taken: string | null;
  /** A docset already listed with these docs under another name (adding mirrors them twice). */
  sameAs: { id: string; entryUrl: string } | null;
  /** For an app shell (appShell above): what a sync stores of it, and whether to offer rendering. */
  appShellAdvice: AppShellAdvice | null;
};

/** The API as the UI sees it, whatever carries it. */
export type FolioApi = { [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiOutputs[M]> };

/** Every method name, for the bridges that are derived from the contract. */
export const apiMethods = Object.keys(apiInputs) as ApiMethod[];

/** A docset's last sync run, as `folio status` reports it. */
export type LastRunSummary = LastRun;

export interface DocsetSummary {
  id: string;
  name: string;
  /** The catalog section it is listed under (the sidebar groups by it). */
  section: string;
  /** It is in the user's own catalog (added with folio add or the app): the user may remove it. */
  removable: boolean;
  description: string;
  entryUrl: string;
  pages: number;
  bytes: number;
  lastSyncAt: string | null;
  lastError: string | null;
  lastRun: LastRunSummary | null;
  /** When the last sync that ended well finished (an import carries the bundle's). */
  lastOkSyncAt: string | null;
  /**
   * It has pages and its last good sync is older than the schedule's interval (7 days when the
   * schedule is off), or it never had one: what it shows may be out of date.
   */
  stale: boolean;
  syncing: boolean;
}

export interface ChangedPageSummary {
  url: string;
  title: string;
}

/** "What changed since the last sync" for one docset. */
export interface DocsetChanges {
  docset: string;
  /** The last run that ended (ok, failed or cancelled), a sync or an import; null: none yet. */
  run: {
    kind: 'sync' | 'import';
    startedAt: string;
    finishedAt: string;
    outcome: 'ok' | 'failed' | 'cancelled';
  } | null;
  /** How many pages that run added, changed, removed, and failed to fetch (all of them). */
  counts: { added: number; changed: number; removed: number; failed: number };
  /** The pages themselves, by URL; each list stops at PAGE_LIST_LIMIT (counts say how many). */
  added: ChangedPageSummary[];
  changed: ChangedPageSummary[];
  removed: ChangedPageSummary[];
  stale: boolean;
}

export interface TocEntry {
  title: string;
  /** A cached page's URL, or null for a grouping node without a page of its own. */
  url: string | null;
  children: TocEntry[];
}

export interface PageView {
  docset: string;
  url: string;
  title: string;
  /** Sanitised at ingest; the renderer sanitises again before inserting it. */
  html: string;
  outline: Array<{ anchor: string; heading: string; level: number }>;
  fetchedAt: string;
  status: 'ok' | 'removed';
  /** The docs version its path names (`latest`, `2.4.0`), when it names one. */
  version: string | null;
  /** Link targets in `html` (without fragment) that are cached: they open offline. */
  cachedLinks: string[];
  /** Image URLs in `html` that are cached; the transport says how to load them. */
  cachedImages: string[];
}

export interface DocsetProgress {
  docset: string;
  state: 'queued' | 'running' | 'ok' | 'failed' | 'cancelled';
  done: number;
  found: number;
  bytes: number;
  failed: number;
  /**
   * Handled but not stored as pages (redirects, by-products, files that are no page): counted
   * in `done`, so "11 / 11 pages" next to "10 new" can say where the eleventh went.
   */
  notPages: number;
  error?: string;
  /**
   * Brought by a feed's pull, not crawled: the feed, the serial the cache now holds from it and
   * what the pull downloaded (once for the whole feed, whichever of its docsets this is).
   */
  feed?: { location: string; serial: number | null; downloaded: number };
}

export interface SyncState {
  running: boolean;
  startedAt: string | null;
  finishedAt: string | null;
  docsets: DocsetProgress[];
  /** The most recent page errors of this run, newest last (at most 50). */
  errors: Array<{ docset: string; url: string; message: string }>;
  /** Increases with every change; pass it back as `since` to learn whether anything moved. */
  seq: number;
  /** The run ended with every docset failed and no host answering: the machine is offline. */
  offline?: boolean;
}

export interface Settings {
  theme: 'light' | 'dark' | 'system';
  syncEveryHours: number | null;
  globalShortcut: string;
}

/** A refusal the UI can act on; transports map `code` (HTTP: 400 / 404 / 409). */
export class ApiError extends Error {
  override name = 'ApiError';
  /** `forbidden`: not here (a read-only cache) or not for this client (a reader link). */
  readonly code: 'invalid-input' | 'not-found' | 'busy' | 'forbidden';
  constructor(code: ApiError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

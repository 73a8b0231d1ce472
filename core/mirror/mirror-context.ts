import type { Docset } from '../catalog/docset.ts';
import type { Extractor } from '../extract/extractor.ts';
import type { Fetcher } from '../fetch/fetch-result.ts';
import type { LazyRenderer } from '../fetch/lazy-renderer.ts';
import type { PageRenderer } from '../fetch/page-renderer.ts';
import type { GithubAccess } from '../sources/github/github-access.ts';
import type { Cache } from '../store/open-cache.ts';
import type { WriteBatch } from '../store/write-batch.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { ResolveHost } from './image-scope.ts';
import type { SyncEvent } from './sync-event.ts';

/** Everything a mirror run depends on, passed in so tests can bind it to fixtures and a clock. */
export interface MirrorContext {
  cache: Cache;
  fetcher: Fetcher;
  extractor: Extractor;
  now: () => Date;
  onEvent: (event: SyncEvent) => void;
  signal?: AbortSignal;
  userAgent: string;
  /** Per-docset overrides by docset id. */
  overrides: ReadonlyMap<string, DocsetOverrides>;
  github: GithubAccess;
  /** DNS for deciding whether a docset lives on a private address (image-scope.ts); node:dns if unset. */
  resolveHost?: ResolveHost;
  /** The sync's headless browser, opened by the first docset set to `"render": "browser"`. */
  renderer?: LazyRenderer;
  /** Set for a docset that renders: its HTML pages are run in the browser before extraction. */
  render?: PageRenderer;
  /** Groups page writes into transactions (syncDocsets makes one); unset, each page commits alone. */
  writes?: WriteBatch;
}

export interface MirrorOptions {
  /** Pages kept per docset (new + changed + unchanged); default 5,000. */
  maxPages: number;
  /** Page tasks in flight at once (fetch, extract, store); the fetcher still limits per host. */
  concurrency: number;
  /** Images above this size are not stored. */
  maxImageBytes: number;
  /** Consecutive network failures (no HTTP answer) after which the server is taken as down. */
  maxNetworkFailures: number;
  /** Distinct URLs one counting URL pattern may add before it is cut as a trap (trap-guard.ts). */
  maxUrlsPerPattern: number;
}

export const defaultMirrorOptions: MirrorOptions = {
  maxPages: 5000,
  concurrency: 8,
  maxImageBytes: 5 * 1024 * 1024,
  maxNetworkFailures: 6,
  maxUrlsPerPattern: 1000,
};

export type { Docset };

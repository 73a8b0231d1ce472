import type { Docset } from '../catalog/docset.ts';
import { createExtractPool } from '../extract/extract-pool.ts';
import { createFetcher } from '../fetch/create-fetcher.ts';
import type { Fetcher } from '../fetch/fetch-result.ts';
import type { GithubFetch } from '../sources/github/create-github-client.ts';
import { createHttpGithubFetch } from '../sources/github/create-http-github-fetch.ts';
import type { Cache } from '../store/open-cache.ts';
import { createWriteBatch } from '../store/write-batch.ts';
import { upsertDocsets } from '../store/write-sync.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { Extractor, GithubSettings, MirrorOptions } from './mirror-context.ts';
import { defaultMirrorOptions } from './mirror-context.ts';
import { mirrorDocset } from './mirror-docset.ts';
import type { DocsetResult, SyncEvent } from './sync-event.ts';

export const USER_AGENT = 'Folio/0.1 (offline documentation mirror)';

export interface SyncOptions {
  cache: Cache;
  docsets: readonly Docset[];
  onEvent?: (event: SyncEvent) => void;
  signal?: AbortSignal;
  now?: () => Date;
  /** Injected in tests; by default a fetcher and an extraction worker pool are made and closed here. */
  fetcher?: Fetcher;
  extractor?: Extractor;
  mirror?: Partial<MirrorOptions>;
  /** Docsets mirrored at once; they are usually on different hosts. */
  parallel?: number;
  /** Per-docset overrides by docset id (from the `.overrides.json` beside each catalog). */
  overrides?: ReadonlyMap<string, DocsetOverrides>;
  /** Where GitHub docsets are read from; defaults to env FOLIO_GITHUB_API / FOLIO_GITHUB_RAW. */
  github?: GithubSettings;
  /** The GitHub HTTP client; by default one over undici made here. */
  githubFetch?: GithubFetch;
}

/** Mirrors the given docsets into the cache and reports one result per docset. */
export async function syncDocsets(options: SyncOptions): Promise<DocsetResult[]> {
  const fetcher = options.fetcher ?? createFetcher({ userAgent: USER_AGENT });
  const pool = options.extractor ? undefined : createExtractPool();
  const extractor = options.extractor ?? pool!;
  const mirror = { ...defaultMirrorOptions, ...options.mirror };
  const writes = createWriteBatch(options.cache.db);
  try {
    upsertDocsets(options.cache.db, options.docsets);
    const ctx = {
      cache: options.cache,
      fetcher,
      extractor,
      now: options.now ?? (() => new Date()),
      onEvent: options.onEvent ?? (() => {}),
      signal: options.signal,
      userAgent: USER_AGENT,
      writes,
      overrides: options.overrides ?? new Map<string, DocsetOverrides>(),
      github: {
        ...(options.github ?? githubFromEnv()),
        fetch: options.githubFetch ?? createHttpGithubFetch({ userAgent: USER_AGENT }),
      },
    };
    const results: DocsetResult[] = new Array<DocsetResult>(options.docsets.length);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < options.docsets.length) {
        const index = next++;
        results[index] = await mirrorDocset(options.docsets[index]!, ctx, mirror);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, lane));
    writes.commit();
    // Fold the WAL back into the database so the file on disk is whole and compact after a run.
    options.cache.db.pragma('wal_checkpoint(TRUNCATE)');
    return results;
  } finally {
    // Whatever ended the sync (an error included), the pages written so far are kept.
    writes.commit();
    if (!options.fetcher) await fetcher.close();
    await pool?.close();
  }
}

/** GitHub endpoints from the environment, so users can point Folio at a mirror or an Enterprise host. */
export function githubFromEnv(env: NodeJS.ProcessEnv = process.env): GithubSettings {
  return {
    apiBaseUrl: env.FOLIO_GITHUB_API || undefined,
    rawBaseUrl: env.FOLIO_GITHUB_RAW || undefined,
    token: env.GITHUB_TOKEN || undefined,
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Docset } from '../../catalog/docset.ts';
import { createExtractPool } from '../../extract/extract-pool.ts';
import { createFetcher } from '../../fetch/create-fetcher.ts';
import type { Fetcher } from '../../fetch/fetch-result.ts';
import type { GithubSettings } from '../../sources/github/github-access.ts';
import type { Cache } from '../../store/open-cache.ts';
import { openCache } from '../../store/open-cache.ts';
import type { MirrorOptions } from '../mirror-context.ts';
import type { DocsetResult, SyncEvent } from '../sync-event.ts';
import { syncDocsets } from '../sync-docsets.ts';
import type { SyncOptions } from '../sync-docsets.ts';
import type { NetworkOptions } from '../open-network.ts';

export function fixtureDocset(entryUrl: string, id = 'fixture'): Docset {
  return { id, name: 'Fixture', section: 'Tests', description: '', entryUrl, catalog: 'test.md' };
}

export function tempCache(): Cache {
  return openCache({ file: join(mkdtempSync(join(tmpdir(), 'folio-mirror-')), 'folio.db') });
}

/**
 * One sync with test-sized timeouts and retries, and extraction inline (no worker start-up) unless
 * `workers` asks for threads.
 */
export async function syncOnce(
  cache: Cache,
  docsets: Docset[],
  options: {
    signal?: AbortSignal;
    mirror?: Partial<MirrorOptions>;
    onEvent?: (e: SyncEvent) => void;
    maxBytes?: number;
    overrides?: SyncOptions['overrides'];
    github?: GithubSettings;
    /** Wraps the real fetcher, e.g. with a spy that records every request the sync makes. */
    wrapFetcher?: (fetcher: Fetcher) => Fetcher;
    /** Extraction threads, for what must cross into a worker; 0 (inline) by default. */
    workers?: number;
    /** The browser's budget and environment, for docsets set to render. */
    render?: NetworkOptions['render'];
  } = {},
): Promise<{ results: DocsetResult[]; events: SyncEvent[] }> {
  const events: SyncEvent[] = [];
  const real = createFetcher({
    retries: 1,
    backoffBaseMs: 5,
    backoffCapMs: 20,
    headersTimeoutMs: 2000,
    totalTimeoutMs: 5000,
    maxBytes: options.maxBytes,
  });
  const fetcher = options.wrapFetcher?.(real) ?? real;
  const extractor = createExtractPool({ size: options.workers ?? 0 });
  try {
    const results = await syncDocsets({
      cache,
      docsets,
      network: { fetcher, extractor, github: options.github, render: options.render },
      signal: options.signal,
      mirror: options.mirror,
      overrides: options.overrides,
      onEvent: (event) => {
        events.push(event);
        options.onEvent?.(event);
      },
    });
    return { results, events };
  } finally {
    await fetcher.close();
    await extractor.close();
  }
}

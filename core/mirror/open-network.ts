import { createExtractPool } from '../extract/extract-pool.ts';
import type { Extractor } from '../extract/extractor.ts';
import { createFetcher } from '../fetch/create-fetcher.ts';
import type { Fetcher } from '../fetch/fetch-result.ts';
import type { FetcherOptions } from '../fetch/fetcher-options.ts';
import type { ChromiumRendererOptions } from '../fetch/browser/chromium-renderer.ts';
import { lazyRenderer } from '../fetch/lazy-renderer.ts';
import type { LazyRenderer } from '../fetch/lazy-renderer.ts';
import { USER_AGENT } from '../fetch/user-agent.ts';
import type { GithubFetch } from '../sources/github/create-github-client.ts';
import { createHttpGithubFetch } from '../sources/github/create-http-github-fetch.ts';
import type { GithubAccess, GithubSettings } from '../sources/github/github-access.ts';
import { githubFromEnv } from '../sources/github/github-access.ts';

/** What a sync or a probe reads the network with, and closes when it is done. */
export interface Network {
  fetcher: Fetcher;
  extractor: Extractor;
  github: GithubAccess;
  userAgent: string;
  /** The headless browser for docsets set to render (started only if one is synced). */
  renderer: LazyRenderer;
  close(): Promise<void>;
}

export interface NetworkOptions {
  /** GitHub endpoints and token (FOLIO_GITHUB_API, FOLIO_GITHUB_RAW, GITHUB_TOKEN). */
  env?: NodeJS.ProcessEnv;
  /** Extraction workers; the pool's default (one per core) unless given. 0 (inline) is for tests. */
  workers?: number;
  /** Waits out a retry's backoff; tests pass one that does not wait. */
  sleep?: FetcherOptions['sleep'];
  /** Tests inject these; whatever is injected is the caller's to close. */
  fetcher?: Fetcher;
  extractor?: Extractor;
  github?: GithubSettings;
  githubFetch?: GithubFetch;
  /** The browser's budget and environment (FOLIO_CHROMIUM), for docsets set to render. */
  render?: ChromiumRendererOptions;
}

/**
 * The one place the network is put together: the page fetcher, the extraction pool and the GitHub
 * client, all with one user agent, so a sync and `folio add`'s probe ask servers the same way.
 */
export function openNetwork(options: NetworkOptions = {}): Network {
  const fetcher = options.fetcher ?? createFetcher({ userAgent: USER_AGENT, sleep: options.sleep });
  const pool = options.extractor ? undefined : createExtractPool({ size: options.workers });
  const github = {
    ...(options.github ?? githubFromEnv(options.env)),
    fetch: options.githubFetch ?? createHttpGithubFetch({ userAgent: USER_AGENT }),
  };
  const renderer = lazyRenderer({ userAgent: USER_AGENT, ...options.render });
  return {
    fetcher,
    renderer,
    extractor: options.extractor ?? pool!,
    github,
    userAgent: USER_AGENT,
    close: async () => {
      if (!options.fetcher) await fetcher.close();
      await pool?.close();
      await renderer.close();
    },
  };
}

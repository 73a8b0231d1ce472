import type { GithubFetch } from './create-github-client.ts';

export interface GithubSettings {
  /** REST API base, `https://api.github.com` by default. */
  apiBaseUrl?: string;
  /** Raw-content base, `https://raw.githubusercontent.com` by default. */
  rawBaseUrl?: string;
  /** Raises the unauthenticated limit of 60 requests an hour. */
  token?: string;
}

/** Where GitHub docsets are read from, and the HTTP client that reads them (injected, like the page fetcher). */
export interface GithubAccess extends GithubSettings {
  fetch: GithubFetch;
}

/** GitHub endpoints from the environment, so users can point Folio at a mirror or an Enterprise host. */
export function githubFromEnv(env: NodeJS.ProcessEnv = process.env): GithubSettings {
  return {
    apiBaseUrl: env.FOLIO_GITHUB_API || undefined,
    rawBaseUrl: env.FOLIO_GITHUB_RAW || undefined,
    token: env.GITHUB_TOKEN || undefined,
  };
}

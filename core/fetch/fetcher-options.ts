import type { LookupFunction } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { USER_AGENT } from './user-agent.ts';

export interface FetcherOptions {
  userAgent?: string;
  /** Requests in flight per host (each host gets its own queue). */
  perHostConcurrency?: number;
  connectTimeoutMs?: number;
  /** Time to first byte of the response headers. */
  headersTimeoutMs?: number;
  /** Longest silence while the body streams in. */
  bodyTimeoutMs?: number;
  /** One request/response exchange, end to end; stops servers that drip bytes forever. */
  totalTimeoutMs?: number;
  /** Cap on decoded bytes when the request sets none. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Extra attempts after the first, for network errors, 408, 429 and 5xx. */
  retries?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** A longer `Retry-After` means "come back another day": give up on this run. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** In [0, 1), for jitter. */
  random?: () => number;
  /** DNS for `publicOnly` requests (node:dns lookup by default); tests pass a fixed resolver. */
  lookup?: LookupFunction;
  /** Epoch milliseconds, to turn a `Retry-After` date into a delay. */
  now?: () => number;
}

export type ResolvedFetcherOptions = Required<Omit<FetcherOptions, 'lookup'>> &
  Pick<FetcherOptions, 'lookup'>;

/** Polite crawler defaults, in the range Heritrix, Scrapy and wget use. */
export function resolveFetcherOptions(options: FetcherOptions = {}): ResolvedFetcherOptions {
  return {
    userAgent: USER_AGENT,
    perHostConcurrency: 4,
    connectTimeoutMs: 10_000,
    headersTimeoutMs: 30_000,
    bodyTimeoutMs: 30_000,
    totalTimeoutMs: 120_000,
    maxBytes: 10 * 1024 * 1024,
    maxRedirects: 10,
    retries: 3,
    backoffBaseMs: 1000,
    backoffCapMs: 60_000,
    maxRetryAfterMs: 3_600_000,
    sleep: (ms, signal) => delay(ms, undefined, { signal }),
    random: Math.random,
    now: Date.now,
    ...withoutUndefined(options),
  };
}

function withoutUndefined(options: FetcherOptions): FetcherOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

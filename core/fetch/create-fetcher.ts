import PQueue from 'p-queue';
import { Agent, request as sendRequest } from 'undici';
import { lookup as dnsLookup } from 'node:dns';
import type { IncomingHttpHeaders } from 'node:http';
import { isSpecialHost } from '../url/is-special-address.ts';
import { describeError, FetchFailure } from './describe-error.ts';
import type { FetchRequest, FetchResult, Fetcher } from './fetch-result.ts';
import { resolveFetcherOptions } from './fetcher-options.ts';
import type { FetcherOptions } from './fetcher-options.ts';
import { formatDuration } from './format-units.ts';
import { guardedLookup } from './guarded-lookup.ts';
import { readBody } from './read-body.ts';
import { redirectTarget } from './redirect-target.ts';
import { header, requestHeaders } from './request-headers.ts';
import { parseRetryAfter, retryDelay } from './retry-delay.ts';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  /** Read for 2xx only; other bodies are discarded. */
  body?: Buffer;
}

/** How one URL ended after its retries: an answer to act on, or a final failure. */
type HopOutcome =
  | ({ kind: 'answer' } & Exchange)
  | { kind: 'failed'; message: string; status?: number; transient?: boolean };

/**
 * The only way Folio touches the network. Redirects are followed here, one hop at a time, so the
 * caller's scope is asked about every hop before it is requested (DevDocs' scraper checks scope
 * after redirects for the same reason).
 */
export function createFetcher(options?: FetcherOptions): Fetcher {
  const config = resolveFetcherOptions(options);
  const agent = new Agent({
    connect: { timeout: config.connectTimeoutMs },
    headersTimeout: config.headersTimeoutMs,
    bodyTimeout: config.bodyTimeoutMs,
  });
  // Sub-resources named by a page (images) go through this one: every address a name resolves to
  // is checked inside the connect, so neither DNS nor a redirect can point them inside a network.
  const publicAgent = new Agent({
    connect: {
      timeout: config.connectTimeoutMs,
      lookup: guardedLookup(config.lookup ?? dnsLookup),
    },
    headersTimeout: config.headersTimeoutMs,
    bodyTimeout: config.bodyTimeoutMs,
  });
  const queues = new Map<string, PQueue>();

  const queueFor = (url: string): PQueue => {
    const host = new URL(url).host;
    let queue = queues.get(host);
    if (queue === undefined) {
      queue = new PQueue({ concurrency: config.perHostConcurrency });
      queues.set(host, queue);
    }
    return queue;
  };

  /** One request and response. It holds a slot of the host's queue until the body is read. */
  const exchange = (url: string, request: FetchRequest): Promise<Exchange> =>
    queueFor(url).add(
      async () => {
        const { signal, timedOut, release } = requestSignal(request.signal, config.totalTimeoutMs);
        try {
          const response = await sendRequest(url, {
            dispatcher: request.publicOnly === true ? publicAgent : agent,
            method: 'GET',
            headers: requestHeaders(request, config.userAgent),
            signal,
          });
          const { statusCode: status, headers } = response;
          if (status < 200 || status >= 300) {
            await response.body.dump();
            return { status, headers };
          }
          const body = await readBody(response.body, {
            contentEncoding: header(headers, 'content-encoding'),
            contentLength: header(headers, 'content-length'),
            maxBytes: request.maxBytes ?? config.maxBytes,
            signal,
          });
          return { status, headers, body };
        } catch (error) {
          if (timedOut() && !isAborted(request.signal)) {
            throw new FetchFailure(`took longer than ${formatDuration(config.totalTimeoutMs)}`);
          }
          throw error;
        } finally {
          release();
        }
      },
      { signal: request.signal },
    );

  /** Fetches one URL (no redirect following), retrying transient failures with backoff. */
  const fetchHop = async (url: string, request: FetchRequest): Promise<HopOutcome> => {
    for (let attempt = 1; ; attempt++) {
      let failure: { message: string; status?: number };
      let retryAfterMs: number | undefined;
      try {
        const answer = await exchange(url, request);
        if (!isRetryableStatus(answer.status)) return { kind: 'answer', ...answer };
        const { status } = answer;
        failure = { message: `HTTP ${status}`, status };
        retryAfterMs = parseRetryAfter(header(answer.headers, 'retry-after'), config.now());
        if (retryAfterMs !== undefined && retryAfterMs > config.maxRetryAfterMs) {
          const wait = formatDuration(retryAfterMs);
          const limit = formatDuration(config.maxRetryAfterMs);
          const message = `HTTP ${status}: the server asks to retry after ${wait} (Retry-After), more than ${limit}; giving up until the next sync`;
          return { kind: 'failed', message, status, transient: true };
        }
      } catch (error) {
        if (isAborted(request.signal)) throw error;
        const described = describeError(error, config);
        if (!described.retryable) return { kind: 'failed', message: described.message };
        failure = { message: described.message };
      }
      if (attempt > config.retries) {
        const suffix = attempt > 1 ? ` after ${attempt} attempts` : '';
        return { kind: 'failed', ...failure, message: failure.message + suffix, transient: true };
      }
      const { random, backoffBaseMs: baseMs, backoffCapMs: capMs } = config;
      const delay = retryDelay({ retry: attempt - 1, retryAfterMs, random, baseMs, capMs });
      await config.sleep(delay, request.signal);
    }
  };

  const fetchFollowingRedirects = async (request: FetchRequest): Promise<FetchResult> => {
    const redirects: string[] = [];
    let url = request.url;
    for (;;) {
      // A literal address never reaches the lookup, so it is judged here, on every hop.
      if (request.publicOnly === true && isSpecialHost(new URL(url).hostname)) {
        const message = `refused: ${new URL(url).host} is a private or special address`;
        return { kind: 'error', url, message };
      }
      const outcome = await fetchHop(url, request);
      if (outcome.kind === 'failed') return { kind: 'error', url, ...withoutKind(outcome) };
      const { status, headers, body } = outcome;
      if (REDIRECT_STATUSES.has(status)) {
        const next = redirectTarget(url, header(headers, 'location'));
        if (next.error !== undefined) return { kind: 'error', url, status, message: next.error };
        if (next.url === url || redirects.includes(next.url)) {
          return { kind: 'error', url, status, message: `redirect loop back to ${next.url}` };
        }
        redirects.push(url);
        if (redirects.length > config.maxRedirects) {
          const message = `redirected ${redirects.length} times (limit ${config.maxRedirects})`;
          return { kind: 'error', url, status, message };
        }
        if (!request.inScope(next.url)) return { kind: 'out-of-scope', url, location: next.url };
        url = next.url;
        continue;
      }
      if (body !== undefined) {
        const etag = header(headers, 'etag');
        const lastModified = header(headers, 'last-modified');
        const contentType = header(headers, 'content-type') ?? '';
        return {
          kind: 'ok',
          ...{ url, status, contentType, body, redirects },
          ...(etag !== undefined && { etag }),
          ...(lastModified !== undefined && { lastModified }),
        };
      }
      if (status === 304) return { kind: 'not-modified', url };
      if (status === 404 || status === 410) return { kind: 'gone', url, status };
      return { kind: 'error', url, status, message: `HTTP ${status}` };
    }
  };

  return {
    async fetch(request) {
      const cancelled: FetchResult = { kind: 'error', url: request.url, message: 'cancelled' };
      if (isAborted(request.signal)) return cancelled;
      try {
        return await fetchFollowingRedirects(request);
      } catch (error) {
        if (isAborted(request.signal)) return cancelled;
        // Not expected; one page failing must not end a crawl, so it becomes this page's error.
        return { kind: 'error', url: request.url, message: describeError(error, config).message };
      }
    },
    async close() {
      for (const queue of queues.values()) queue.clear();
      queues.clear();
      await Promise.all([agent.destroy(), publicAgent.destroy()]);
    },
  };
}

/**
 * One request's signal: the caller's (Ctrl+C) or the overall time limit, whichever comes first.
 * A controller and a timer per request, released when it ends: AbortSignal.timeout and
 * AbortSignal.any cost several times more per request (weak references, a finalization registry)
 * on a crawl's main thread.
 */
function requestSignal(
  caller: AbortSignal | undefined,
  timeoutMs: number,
): { signal: AbortSignal; timedOut: () => boolean; release: () => void } {
  const controller = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, timeoutMs);
  const forward = (): void => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => late,
    release: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
}

/** RFC 9110: 408 and 5xx are transient; 429 (RFC 6585) asks us to slow down. */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function withoutKind<T extends { kind: string }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> {
  return rest;
}

/** A function, not `signal?.aborted`, so TypeScript does not assume it stays false across awaits. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

import type { GithubFetch } from './create-github-client.ts';
import { describeError } from '../../fetch/describe-error.ts';
import { formatDuration } from '../../fetch/format-units.ts';
import { USER_AGENT } from '../../fetch/user-agent.ts';
import { GithubError } from './github-error.ts';

export interface HttpGithubFetchOptions {
  userAgent?: string;
  timeoutMs?: number;
  /** A recursive tree of a very large repository is tens of MB; more is not a docs repository. */
  maxBytes?: number;
}

/**
 * A GithubFetch over Node's fetch. The engine's page fetcher hides response headers, and the
 * GitHub client needs them (rate-limit state), so API calls go through this instead. GitHub
 * requires a User-Agent.
 */
export function createHttpGithubFetch(options: HttpGithubFetchOptions = {}): GithubFetch {
  const userAgent = options.userAgent ?? USER_AGENT;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  return async (url, headers) => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { ...headers, 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
    } catch (error) {
      throw new GithubError(
        `GitHub API unreachable (${url}): ${whyUnreachable(error, timeoutMs)}`,
        {
          unreachable: true,
        },
      );
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const body: ReadableStream<Uint8Array> | null = response.body;
    if (body) {
      for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          await body.cancel();
          throw new GithubError(`GitHub API answer too large (over ${maxBytes} bytes): ${url}`);
        }
        chunks.push(chunk);
      }
    }
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name.toLowerCase()] = value;
    });
    return {
      status: response.status,
      headers: responseHeaders,
      body: Buffer.concat(chunks).toString('utf8'),
    };
  };
}

/**
 * Node's fetch throws "fetch failed" for every network fault and keeps the reason (ENOTFOUND,
 * ECONNREFUSED) in `cause`: the user, offline or behind a firewall, needs the reason.
 */
function whyUnreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `timed out after ${formatDuration(timeoutMs)}`;
  }
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const timeouts = {
    connectTimeoutMs: timeoutMs,
    headersTimeoutMs: timeoutMs,
    bodyTimeoutMs: timeoutMs,
  };
  return describeError(cause, timeouts).message;
}

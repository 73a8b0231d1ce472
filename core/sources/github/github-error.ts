/** A GitHub API request that failed; `rateLimited` ones name their reset time and the token remedy. */
export class GithubError extends Error {
  override name = 'GithubError';
  readonly status: number | undefined;
  readonly rateLimited: boolean;
  /** ISO time the rate limit resets, when GitHub said. */
  readonly resetAt: string | undefined;
  /** No HTTP answer came at all (no network, DNS). */
  readonly unreachable: boolean;

  constructor(
    message: string,
    options: {
      status?: number;
      rateLimited?: boolean;
      resetAt?: string;
      unreachable?: boolean;
    } = {},
  ) {
    super(message);
    this.unreachable = options.unreachable === true;
    this.status = options.status;
    this.rateLimited = options.rateLimited ?? false;
    this.resetAt = options.resetAt;
  }
}

export interface GithubResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * The error for a non-2xx answer. The rate-limit message is the one a user needs: what the limit
 * is (60 requests an hour without a token, https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api),
 * when it resets, and that GITHUB_TOKEN raises it to 5,000.
 */
export function githubErrorFor(
  response: GithubResponse,
  what: string,
  context: { authenticated: boolean; now: number },
): GithubError {
  const { status, headers } = response;
  if ((status === 403 || status === 429) && headers['x-ratelimit-remaining'] === '0') {
    const resetSeconds = Number(headers['x-ratelimit-reset']);
    const reset =
      Number.isFinite(resetSeconds) && resetSeconds > 0 ? new Date(resetSeconds * 1000) : undefined;
    const limit = /^\d+$/.test(headers['x-ratelimit-limit'] ?? '')
      ? headers['x-ratelimit-limit']
      : undefined;
    const when = reset
      ? ` It resets at ${reset.toISOString()} (in ${Math.max(1, Math.ceil((reset.getTime() - context.now) / 60_000))} min).`
      : '';
    const message = context.authenticated
      ? `GitHub API rate limit reached for GITHUB_TOKEN (${limit ?? '5000'} requests per hour).${when}`
      : `GitHub API rate limit reached: unauthenticated requests are limited to ${limit ?? '60'} per hour.${when} Set GITHUB_TOKEN to raise the limit to 5,000 per hour.`;
    return new GithubError(message, { status, rateLimited: true, resetAt: reset?.toISOString() });
  }
  if ((status === 403 || status === 429) && headers['retry-after'] !== undefined) {
    const seconds = /^\d+$/.test(headers['retry-after']) ? headers['retry-after'] : '60';
    return new GithubError(`GitHub API secondary rate limit hit; retry after ${seconds} s.`, {
      status,
      rateLimited: true,
    });
  }
  if (status === 404)
    return new GithubError(`${what}: not found on GitHub (or private).`, { status });
  return new GithubError(
    `${what}: GitHub answered HTTP ${status}${serverMessage(response.body)}.`,
    { status },
  );
}

/** GitHub's JSON `message`, shortened and stripped of control characters: it is shown, never acted on. */
function serverMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message !== 'string') return '';
    const clean = parsed.message.replace(/[\p{Cc}\p{Cf}]/gu, ' ').slice(0, 200);
    return ` (${clean})`;
  } catch {
    return '';
  }
}

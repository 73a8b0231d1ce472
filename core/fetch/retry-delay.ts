export interface RetryDelayInput {
  /** 0 for the first retry. */
  retry: number;
  /** From `Retry-After`, already parsed; the server's wish is a floor, never shortened. */
  retryAfterMs?: number;
  random: () => number;
  baseMs: number;
  capMs: number;
}

/**
 * Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"):
 * spreading retries uniformly keeps many failed requests from hitting a recovering server at once.
 */
export function retryDelay(input: RetryDelayInput): number {
  const ceiling = Math.min(input.capMs, input.baseMs * 2 ** input.retry);
  const backoff = Math.floor(input.random() * ceiling);
  return Math.max(backoff, input.retryAfterMs ?? 0);
}

/** RFC 9110 §10.2.3: delay-seconds or an HTTP-date. Returns undefined for anything else. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

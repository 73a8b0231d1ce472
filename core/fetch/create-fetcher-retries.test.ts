import { describe, expect, it } from 'vitest';
import { closedPortOrigin } from './testing/start-test-server.ts';
import { anywhere, useFetcher } from './testing/use-fetcher.ts';

const harness = useFetcher();
const { serve, newFetcher } = harness;

describe('createFetcher: retries', () => {
  it('retries 503 and honours Retry-After in seconds', async () => {
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      if (requests <= 2) res.writeHead(503, { 'retry-after': '2' }).end();
      else res.end('finally');
    });
    const { sleep } = newFetcher();
    const result = await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(result).toMatchObject({ kind: 'ok', status: 200 });
    expect(requests).toBe(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    for (const [ms] of sleep.mock.calls) expect(ms).toBeGreaterThanOrEqual(2000);
  });

  it('honours Retry-After as an HTTP date, measured with the injected clock', async () => {
    const now = Date.parse('2025-04-01T10:00:00Z');
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      if (requests === 1) {
        res.writeHead(429, { 'retry-after': 'Tue, 01 Apr 2025 10:00:30 GMT' }).end();
      } else res.end('ok');
    });
    const { sleep } = newFetcher({ now: () => now });
    const result = await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(result.kind).toBe('ok');
    expect(sleep).toHaveBeenCalledOnce();
    expect(sleep.mock.calls[0]![0]).toBe(30_000);
  });

  it('backs off exponentially with jitter and reports the attempts', async () => {
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      res.writeHead(500).end();
    });
    const { sleep } = newFetcher();
    const result = await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(result).toEqual({
      kind: 'error',
      url: `${origin}/p`,
      status: 500,
      message: 'HTTP 500 after 4 attempts',
      transient: true,
    });
    expect(requests).toBe(4);
    // random() = 0.5 of a ceiling of 1 s, 2 s, 4 s.
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);
  });

  it('caps the backoff at 60 s', async () => {
    const origin = await serve((_req, res) => res.writeHead(502).end());
    const { sleep } = newFetcher({ retries: 8, random: () => 0.999 });
    await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(Math.max(...sleep.mock.calls.map(([ms]) => ms))).toBeLessThan(60_000);
    expect(sleep.mock.calls.at(-1)![0]).toBeGreaterThan(59_000);
  });

  it('gives up when Retry-After is beyond an hour', async () => {
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      res.writeHead(429, { 'retry-after': '7200' }).end();
    });
    const { sleep } = newFetcher();
    const result = await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(result).toMatchObject({ kind: 'error', status: 429 });
    expect(result.kind === 'error' && result.message).toMatch(/retry after 2 h .*giving up/);
    expect(sleep).not.toHaveBeenCalled();
    expect(requests).toBe(1);
  });

  it('retries a refused connection, then says so', async () => {
    const origin = await closedPortOrigin();
    const { sleep } = newFetcher();
    const result = await harness.fetcher!.fetch({ url: `${origin}/p`, inScope: anywhere });
    expect(result).toEqual({
      kind: 'error',
      url: `${origin}/p`,
      message: 'connection refused after 4 attempts',
      transient: true,
    });
    expect(sleep).toHaveBeenCalledTimes(3);
  });
});

describe('createFetcher: timeouts', () => {
  it('times out waiting for headers', async () => {
    const origin = await serve(() => undefined);
    const { sleep } = newFetcher({ headersTimeoutMs: 200, retries: 1 });
    const started = Date.now();
    const result = await harness.fetcher!.fetch({ url: `${origin}/slow`, inScope: anywhere });
    expect(result).toMatchObject({
      kind: 'error',
      message: 'timed out after 0.2 s waiting for headers after 2 attempts',
    });
    expect(sleep).toHaveBeenCalledOnce();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops a body that trickles in past the total timeout', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('.'), 20);
      res.on('close', () => clearInterval(timer));
    });
    newFetcher({ totalTimeoutMs: 300 });
    const started = Date.now();
    const result = await harness.fetcher!.fetch({ url: `${origin}/drip`, inScope: anywhere });
    expect(result).toMatchObject({ kind: 'error', message: 'took longer than 0.3 s' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

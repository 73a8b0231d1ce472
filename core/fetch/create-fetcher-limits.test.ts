import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Fetcher } from './fetch-result.ts';
import type { FetcherOptions } from './fetcher-options.ts';
import { anywhere, useFetcher } from './testing/use-fetcher.ts';

const harness = useFetcher();
const { serve } = harness;
const newFetcher = (options?: FetcherOptions): Fetcher => harness.newFetcher(options).fetcher;

/** Writes `chunk` `times` times, respecting backpressure; resolves with the bytes really sent. */
async function writeRepeated(res: ServerResponse, chunk: Buffer, times: number): Promise<number> {
  let sent = 0;
  for (let i = 0; i < times && !res.destroyed; i++) {
    sent += chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  res.end();
  return sent;
}

describe('createFetcher: size caps', () => {
  it('refuses a Content-Length above the cap before reading', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000, 'a'));
    });
    newFetcher({ maxBytes: 1000 });
    const result = await harness.fetcher!.fetch({ url: `${origin}/big`, inScope: anywhere });
    expect(result).toMatchObject({
      kind: 'error',
      message: 'body larger than 1000 B (Content-Length 5000)',
    });
  });

  it('stops a chunked body without Content-Length at the cap the request sets', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200);
      void writeRepeated(res, Buffer.alloc(1024, 'b'), 64);
    });
    newFetcher();
    const result = await harness.fetcher!.fetch({
      url: `${origin}/c`,
      inScope: anywhere,
      maxBytes: 8192,
    });
    expect(result).toMatchObject({ kind: 'error', message: 'body larger than 8 KiB' });
    const fits = await harness.fetcher!.fetch({
      url: `${origin}/c`,
      inScope: anywhere,
      maxBytes: 65536,
    });
    expect(fits.kind === 'ok' && fits.body.length).toBe(65536);
  });

  it('stops a gzip bomb at the decoded cap without inflating it', async () => {
    // 50,000 gzip members of 1 MiB of zeros each: about 50 MB on the wire, 50 GiB inflated.
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    let sent: Promise<number> = Promise.resolve(0);
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' });
      sent = writeRepeated(res, member, 50_000);
    });
    newFetcher();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = Date.now();
    const result = await harness.fetcher!.fetch({ url: `${origin}/bomb`, inScope: anywhere });
    expect(result).toMatchObject({ kind: 'error', message: 'body larger than 10 MiB' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);
    // The connection was dropped early: most of the bomb never left the server (what did was
    // mostly sitting in loopback socket buffers).
    expect(await sent).toBeLessThan((member.length * 50_000) / 4);
  });

  it('refuses an unknown or stacked content encoding', async () => {
    const origin = await serve((req, res) => {
      const encoding = req.url === '/zz' ? 'zz' : 'gzip, gzip, gzip';
      res.writeHead(200, { 'content-encoding': encoding }).end('x');
    });
    newFetcher();
    expect(await harness.fetcher!.fetch({ url: `${origin}/zz`, inScope: anywhere })).toMatchObject({
      kind: 'error',
      message: 'unsupported Content-Encoding "zz"',
    });
    expect(await harness.fetcher!.fetch({ url: `${origin}/3`, inScope: anywhere })).toMatchObject({
      kind: 'error',
      message: '3 content encodings (at most 2)',
    });
  });
});

describe('createFetcher: concurrency and cancelling', () => {
  it('keeps at most 4 requests in flight per host', async () => {
    let active = 0;
    let peak = 0;
    const origin = await serve((_req, res) => {
      active++;
      peak = Math.max(peak, active);
      setTimeout(() => {
        active--;
        res.end('ok');
      }, 40);
    });
    newFetcher();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        harness.fetcher!.fetch({ url: `${origin}/p${i}`, inScope: anywhere }),
      ),
    );
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    expect(peak).toBe(4);
  });

  it('honours a lower perHostConcurrency', async () => {
    let active = 0;
    let peak = 0;
    const origin = await serve((_req, res) => {
      peak = Math.max(peak, ++active);
      setTimeout(() => {
        active--;
        res.end('ok');
      }, 20);
    });
    newFetcher({ perHostConcurrency: 2 });
    const urls = Array.from({ length: 8 }, (_, i) => `${origin}/p${i}`);
    await Promise.all(urls.map((url) => harness.fetcher!.fetch({ url, inScope: anywhere })));
    expect(peak).toBe(2);
  });

  it('ends promptly with "cancelled" when the signal aborts mid-request', async () => {
    const origin = await serve(() => undefined);
    newFetcher();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const result = await harness.fetcher!.fetch({
      url: `${origin}/hang`,
      inScope: anywhere,
      signal: controller.signal,
    });
    expect(result).toEqual({ kind: 'error', url: `${origin}/hang`, message: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('cancels a backoff wait (real sleep) and requests waiting in the host queue', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/busy') res.writeHead(503, { 'retry-after': '60' }).end();
      // Everything else hangs, holding the host's single slot.
    });
    // The real sleep: this test is about aborting one.
    const fetcher = harness.newFetcher({ perHostConcurrency: 1, sleep: undefined }).fetcher;
    const backoff = new AbortController();
    setTimeout(() => backoff.abort(), 150);
    const started = Date.now();
    const busy = await fetcher.fetch({
      url: `${origin}/busy`,
      inScope: anywhere,
      signal: backoff.signal,
    });
    expect(busy).toMatchObject({ kind: 'error', message: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1000);

    const hang = new AbortController();
    const signal = hang.signal;
    const first = fetcher.fetch({ url: `${origin}/h1`, inScope: anywhere, signal });
    const queued = fetcher.fetch({ url: `${origin}/h2`, inScope: anywhere, signal });
    setTimeout(() => hang.abort(), 100);
    expect(await first).toMatchObject({ kind: 'error', message: 'cancelled' });
    expect(await queued).toMatchObject({ kind: 'error', message: 'cancelled' });
  });

  it('does not start a request whose signal is already aborted', async () => {
    let requests = 0;
    const origin = await serve((_req, res) => {
      requests++;
      res.end();
    });
    newFetcher();
    const signal = AbortSignal.abort();
    const result = await harness.fetcher!.fetch({ url: `${origin}/x`, inScope: anywhere, signal });
    expect(result).toMatchObject({ kind: 'error', message: 'cancelled' });
    expect(requests).toBe(0);
  });
});

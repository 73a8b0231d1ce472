import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { FetchRequest } from './fetch-result.ts';
import { anywhere, useFetcher } from './testing/use-fetcher.ts';

const harness = useFetcher();
const { serve, newFetcher } = harness;

const get = (url: string, extra: Partial<FetchRequest> = {}) =>
  harness.fetcher!.fetch({ url, inScope: anywhere, ...extra });

describe('createFetcher: answers', () => {
  it('returns the body and validators, then 304 on a conditional request', async () => {
    const seen: Record<string, string | undefined>[] = [];
    const origin = await serve((req, res) => {
      seen.push({
        ua: req.headers['user-agent'],
        encoding: req.headers['accept-encoding'],
        inm: req.headers['if-none-match'],
        ims: req.headers['if-modified-since'],
      });
      const lastModified = 'Tue, 01 Apr 2025 10:00:00 GMT';
      if (req.headers['if-none-match'] === '"v1"' || req.headers['if-modified-since']) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/html',
        etag: '"v1"',
        'last-modified': lastModified,
      });
      res.end('<h1>hi</h1>');
    });
    newFetcher();
    const first = await get(`${origin}/page.html`);
    expect(first).toMatchObject({
      kind: 'ok',
      url: `${origin}/page.html`,
      status: 200,
      contentType: 'text/html',
      etag: '"v1"',
      lastModified: 'Tue, 01 Apr 2025 10:00:00 GMT',
      redirects: [],
    });
    expect(first.kind === 'ok' && first.body.toString()).toBe('<h1>hi</h1>');
    expect(seen[0]).toEqual({
      ua: 'Folio/0.1 (offline documentation mirror)',
      encoding: 'gzip, br, deflate',
      inm: undefined,
      ims: undefined,
    });

    const again = await get(`${origin}/page.html`, { etag: '"v1"' });
    expect(again).toEqual({ kind: 'not-modified', url: `${origin}/page.html` });
    expect(seen[1]?.inm).toBe('"v1"');

    const byDate = await get(`${origin}/page.html`, {
      lastModified: first.kind === 'ok' ? first.lastModified : '',
    });
    expect(byDate.kind).toBe('not-modified');
    expect(seen[2]?.ims).toBe('Tue, 01 Apr 2025 10:00:00 GMT');
  });

  it('maps 404 and 410 to gone, other 4xx to an error without retrying', async () => {
    const origin = await serve((req, res) => {
      res.writeHead(Number(req.url!.slice(1))).end('nope');
    });
    const { sleep } = newFetcher();
    expect(await get(`${origin}/404`)).toEqual({ kind: 'gone', url: `${origin}/404`, status: 404 });
    expect(await get(`${origin}/410`)).toEqual({ kind: 'gone', url: `${origin}/410`, status: 410 });
    expect(await get(`${origin}/403`)).toEqual({
      kind: 'error',
      url: `${origin}/403`,
      status: 403,
      message: 'HTTP 403',
    });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('fails at once, without retrying, on a URL it cannot request', async () => {
    const { sleep } = newFetcher();
    expect(await get('ftp://127.0.0.1/file')).toMatchObject({
      kind: 'error',
      url: 'ftp://127.0.0.1/file',
    });
    expect(await get('not a url')).toMatchObject({ kind: 'error', message: /Invalid URL/ });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('decompresses gzip and brotli bodies', async () => {
    const text = 'compressed '.repeat(1000);
    const origin = await serve((req, res) => {
      const br = req.url === '/br';
      res.writeHead(200, { 'content-encoding': br ? 'br' : 'gzip' });
      res.end(br ? brotliCompressSync(text) : gzipSync(text));
    });
    newFetcher();
    for (const path of ['/gz', '/br']) {
      const result = await get(origin + path);
      expect(result.kind === 'ok' && result.body.toString()).toBe(text);
    }
  });
});

describe('createFetcher: redirects', () => {
  it('follows redirects inside the scope and lists the hops', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/a') res.writeHead(301, { location: '/b#frag' }).end();
      else if (req.url === '/b') res.writeHead(302, { location: `${origin}/c` }).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url}`);
    });
    newFetcher();
    const result = await get(`${origin}/a`);
    expect(result).toMatchObject({
      kind: 'ok',
      url: `${origin}/c`,
      redirects: [`${origin}/a`, `${origin}/b`],
    });
  });

  it('stops at a hop out of scope without requesting it', async () => {
    let outsideRequests = 0;
    const outside = await serve((_req, res) => {
      outsideRequests++;
      res.end('outside');
    });
    const origin = await serve((_req, res) => {
      res.writeHead(302, { location: `${outside}/elsewhere` }).end();
    });
    newFetcher();
    const inScope = vi.fn((url: string) => url.startsWith(origin));
    const result = await harness.fetcher!.fetch({ url: `${origin}/docs/`, inScope });
    expect(result).toEqual({
      kind: 'out-of-scope',
      url: `${origin}/docs/`,
      location: `${outside}/elsewhere`,
    });
    expect(inScope).toHaveBeenCalledWith(`${outside}/elsewhere`);
    expect(outsideRequests).toBe(0);
  });

  it('reports a redirect loop', async () => {
    const origin = await serve((req, res) => {
      res.writeHead(302, { location: req.url === '/x' ? '/y' : '/x' }).end();
    });
    newFetcher();
    const result = await get(`${origin}/x`);
    expect(result).toMatchObject({ kind: 'error', message: `redirect loop back to ${origin}/x` });
  });

  it('gives up after 10 redirects', async () => {
    let requests = 0;
    const origin = await serve((req, res) => {
      requests++;
      const n = Number(req.url!.slice(1));
      res.writeHead(307, { location: `/${n + 1}` }).end();
    });
    newFetcher();
    const result = await get(`${origin}/0`);
    expect(result).toMatchObject({ kind: 'error', message: 'redirected 11 times (limit 10)' });
    expect(requests).toBe(11);
  });

  it('refuses a redirect to a non-web URL or without Location', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/ftp') res.writeHead(301, { location: 'ftp://x.org/f' }).end();
      else res.writeHead(301).end();
    });
    newFetcher();
    expect(await get(`${origin}/ftp`)).toMatchObject({ kind: 'error', message: /non-web URL/ });
    expect(await get(`${origin}/none`)).toMatchObject({ kind: 'error', message: /Location/ });
  });
});

import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FetchResult } from './fetch-result.ts';
import { anywhere, useFetcher } from './testing/use-fetcher.ts';

const { serve, newFetcher } = useFetcher();

/**
 * A resolver that answers from a table and records every name asked: the connect hook. It never
 * lets a test reach a non-loopback address, because a refused answer stops the socket before
 * it connects.
 */
function tableLookup(table: Record<string, string>, asked: string[]): LookupFunction {
  return (hostname, options, callback) => {
    asked.push(hostname);
    const address = table[hostname];
    if (address === undefined) {
      callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    const family = address.includes(':') ? 6 : 4;
    if (options.all === true) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const messageOf = (result: FetchResult): string =>
  result.kind === 'error' ? result.message : `not an error: ${result.kind}`;

describe('createFetcher: publicOnly', () => {
  it('refuses a literal special address before any lookup or connect', async () => {
    const asked: string[] = [];
    const { fetcher } = newFetcher({ lookup: tableLookup({}, asked) });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/iam.png',
      'http://10.1.2.3/x.png',
      'http://[::1]/x.png',
      'http://localhost/x.png',
    ]) {
      const result = await fetcher.fetch({ url, inScope: anywhere, publicOnly: true });
      expect(messageOf(result)).toMatch(/^refused:/);
    }
    expect(asked).toEqual([]);
  });

  it('refuses a name that resolves to a special address, checked inside the connect', async () => {
    let hits = 0;
    const origin = await serve((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    });
    const port = new URL(origin).port;
    const asked: string[] = [];
    const lookup = tableLookup({ 'cdn.test': '127.0.0.1', 'meta.test': '169.254.169.254' }, asked);
    const { fetcher } = newFetcher({ lookup, retries: 0 });
    const local = await fetcher.fetch({
      url: `http://cdn.test:${port}/a.png`,
      inScope: anywhere,
      publicOnly: true,
    });
    expect(messageOf(local)).toContain('127.0.0.1');
    const meta = await fetcher.fetch({
      url: 'http://meta.test/latest/meta-data/iam.png',
      inScope: anywhere,
      publicOnly: true,
    });
    expect(messageOf(meta)).toContain('169.254.169.254');
    expect(asked).toEqual(['cdn.test', 'meta.test']);
    expect(hits).toBe(0);
  });

  it('judges every redirect hop: a redirect to a special address is not followed', async () => {
    // The fixture is loopback, so the request cannot be publicOnly; the hop is asked of inScope.
    const origin = await serve((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    const { fetcher } = newFetcher();
    const result = await fetcher.fetch({
      url: `${origin}/img.png`,
      inScope: (url) => new URL(url).origin === origin,
    });
    expect(result).toMatchObject({ kind: 'out-of-scope' });
  });
});

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from './serve-site.ts';
import type { SiteServer } from './serve-site.ts';

let root = '';
let site: SiteServer;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(site.url + path, { method, headers, redirect: 'manual' });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-site-'));
  await mkdir(join(root, 'docs'));
  await writeFile(join(root, 'index.html'), '<html><body>home</body></html>');
  await writeFile(join(root, 'docs', 'index.html'), '<html><body>docs</body></html>');
  await writeFile(join(root, 'docs', 'page.html'), '<meta charset="iso-8859-1"><p>caf\xe9</p>');
  await writeFile(join(root, 'style.css'), 'body{}');
  const old = new Date('2024-01-02T03:04:05Z');
  await utimes(join(root, 'style.css'), old, old);
});

afterAll(() => rm(root, { recursive: true, force: true }));

afterEach(() => site.close());

describe('serveSite from a folder', () => {
  it('serves index.html for / and /dir/, and redirects /dir to /dir/', async () => {
    site = await serveSite({ root });
    expect(await (await get('/')).text()).toContain('home');
    expect(await (await get('/docs/')).text()).toContain('docs');
    const moved = await get('/docs?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${site.url}/docs/?x=1`);
  });

  it('sends content types by extension, honouring a declared charset', async () => {
    site = await serveSite({ root });
    expect((await get('/')).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/style.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const latin = await get('/docs/page.html');
    expect(latin.headers.get('content-type')).toBe('text/html; charset=iso-8859-1');
  });

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since', async () => {
    site = await serveSite({ root });
    const first = await get('/style.css');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('last-modified')).toBe('Tue, 02 Jan 2024 03:04:05 GMT');
    expect((await get('/style.css', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/style.css', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get('/style.css', { 'if-none-match': '"other"' })).status).toBe(200);
    const later = { 'if-modified-since': 'Wed, 03 Jan 2024 00:00:00 GMT' };
    expect((await get('/style.css', later)).status).toBe(304);
    const earlier = { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' };
    expect((await get('/style.css', earlier)).status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    expect((await get('/style.css', { ...later, 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('gives a 404 page for missing paths and refuses to leave the root', async () => {
    site = await serveSite({ root });
    const missing = await get('/nope.html');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Not Found');
    expect((await get('/docs/page.html/')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('answers HEAD with headers and no body', async () => {
    site = await serveSite({ root });
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('30');
    expect(await head.text()).toBe('');
  });
});

describe('serveSite from memory', () => {
  it('serves, replaces and deletes files, with a new ETag and a later Last-Modified', async () => {
    site = await serveSite({
      files: { '/a/index.html': 'one', 'b.txt': { body: 'x', status: 500 } },
    });
    const first = await get('/a/');
    expect(await first.text()).toBe('one');
    expect((await get('/a')).status).toBe(301);
    expect((await get('/b.txt')).status).toBe(500);
    site.setFile('/a/index.html', 'two');
    const second = await get('/a/', { 'if-modified-since': first.headers.get('last-modified')! });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    site.deleteFile('/a/index.html');
    expect((await get('/a/')).status).toBe(404);
  });

  it('lets a file set its own type and drop validators', async () => {
    site = await serveSite({
      files: { '/p.html': { body: 'p', contentType: 'text/html', headers: { etag: '' } } },
    });
    const page = await get('/p.html');
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.headers.get('etag')).toBeNull();
    expect(page.headers.get('last-modified')).not.toBeNull();
  });

  it('records requests with their status', async () => {
    site = await serveSite({ files: { '/x.html': 'x' } });
    await (await get('/x.html?q=1', { 'x-test': 'yes' })).text();
    await (await get('/missing')).text();
    expect(site.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/x.html?q=1', 200],
      ['GET', '/missing', 404],
    ]);
    expect(site.requests[0]!.headers['x-test']).toBe('yes');
  });
});

describe('serveSite hooks and close', () => {
  it('lets a hook answer first, and removes it', async () => {
    site = await serveSite({ files: { '/x.html': 'x' } });
    const remove = site.use((req, res) => {
      if (req.url !== '/x.html') return false;
      res.writeHead(302, { location: 'http://elsewhere.invalid/' }).end();
      return true;
    });
    expect((await get('/x.html')).status).toBe(302);
    remove();
    expect((await get('/x.html')).status).toBe(200);
  });

  it('close() kills connections still in flight', async () => {
    site = await serveSite({ files: {} });
    let started = (): void => undefined;
    const hanging = new Promise<void>((resolve) => (started = resolve));
    site.use((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
      started();
      return true; // never ends: a server that dies mid-response
    });
    const response = await get('/slow');
    await hanging;
    const closing = site.close();
    await expect(response.text()).rejects.toThrow();
    await closing;
    await expect(fetch(`${site.url}/`)).rejects.toThrow();
  });
});

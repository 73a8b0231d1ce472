import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetUrl } from '../shared/channels.ts';
import type { CachedAsset } from './handle-folio-request.ts';
import { createFolioRequestHandler } from './handle-folio-request.ts';
import { folioScheme } from './folio-scheme.ts';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'folio-protocol-')));
const root = join(base, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Folio</title>');
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(base, 'secret.txt'), 'secret');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const assets = new Map<string, CachedAsset>([
  ['https://docs.example/img/arch.png', { contentType: 'image/png', bytes: Buffer.from('PNG') }],
  ['https://docs.example/page.html', { contentType: 'text/html', bytes: Buffer.from('<script>') }],
]);
const handle = createFolioRequestHandler({
  rendererRoot: root,
  readAsset: (url) => assets.get(url),
});
const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('folio://app', () => {
  it('serves the UI with a strict CSP header (checklist #7)', async () => {
    const response = await get('folio://app/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' folio://asset");
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Folio</title>');
  });

  it('serves the page for the root and for extensionless routes', async () => {
    for (const url of ['folio://app/', 'folio://app/page']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    }
  });

  it('serves scripts with their type', async () => {
    const response = await get('folio://app/assets/app.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    'folio://app/../secret.txt',
    'folio://app/%2e%2e/secret.txt',
    'folio://app/..%2fsecret.txt',
    'folio://app/assets/..%5c..%5csecret.txt',
    'folio://app/%2fetc%2fpasswd',
    'folio://app/index.html%00.js',
    'folio://app/missing.js',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('folio://app/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('folio://app/index.html', 'POST')).status).toBe(405);
  });

  it('knows no other host', async () => {
    expect((await get('folio://other/index.html')).status).toBe(404);
    expect((await get('folio://app.evil/index.html')).status).toBe(404);
  });
});

describe('folio://asset', () => {
  it('serves cached images from the cache, sandboxed and unsniffable', async () => {
    const response = await get(assetUrl('https://docs.example/img/arch.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toBe('PNG');
  });

  it('serves nothing but images, and nothing it does not have', async () => {
    expect((await get(assetUrl('https://docs.example/page.html'))).status).toBe(404);
    expect((await get(assetUrl('https://docs.example/missing.png'))).status).toBe(404);
    expect((await get('folio://asset/')).status).toBe(400);
    expect((await get('folio://asset/other?url=x')).status).toBe(404);
  });
});

describe('folioScheme (checklist #18)', () => {
  it('is standard and secure, and never bypasses CSP', () => {
    expect(folioScheme.scheme).toBe('folio');
    expect(folioScheme.privileges).toMatchObject({ standard: true, secure: true });
    expect(folioScheme.privileges?.bypassCSP).toBeFalsy();
    expect(folioScheme.privileges?.allowServiceWorkers).toBeFalsy();
    expect(folioScheme.privileges?.corsEnabled).toBeFalsy();
  });
});

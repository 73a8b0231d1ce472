import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findExecutable } from './find-executable.ts';
import { serveWithNginx } from './serve-nginx.ts';

const nginx = (await findExecutable('nginx')) ?? existsSync('/usr/sbin/nginx');

describe.skipIf(!nginx)('serveWithNginx (skipped: nginx is not installed)', () => {
  it('serves a folder under its name with validators, and answers a revalidation with 304', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-nginx-site-'));
    writeFileSync(join(dir, 'index.html'), '<h1>Real server</h1>');
    // nginx's workers drop root for an unprivileged user, who must be able to read the folder.
    chmodSync(dir, 0o755);
    const server = await serveWithNginx(
      [{ name: 'docs', dir }],
      mkdtempSync(join(tmpdir(), 'folio-nginx-')),
    );
    try {
      const first = await fetch(`${server!.url}/docs/index.html`);
      expect(await first.text()).toBe('<h1>Real server</h1>');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${server!.url}/docs/index.html`, {
        headers: { 'if-none-match': etag! },
      });
      expect(again.status).toBe(304);
    } finally {
      await server?.stop();
    }
  });
});

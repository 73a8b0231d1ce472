import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

/** Docsify's quick-start page (hash router), as `docsify init` writes it, with its Markdown. */
const docsifyShell = (config: string) =>
  '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Document</title></head><body>' +
  `<div id="app"></div><script>window.$docsify = { ${config} }</script>` +
  '<script src="//cdn.jsdelivr.net/npm/docsify@4"></script></body></html>';

let hash: SiteServer;
let spa: SiteServer;
beforeAll(async () => {
  hash = await serveSite({
    files: {
      '/index.html': docsifyShell("name: 'Widget', loadSidebar: true"),
      '/README.md': { body: '# Widget\n\nText.\n', contentType: 'text/markdown' },
      '/_sidebar.md': { body: '- [Guide](guide.md)\n', contentType: 'text/markdown' },
    },
  });
  spa = await serveSite({
    files: {
      '/docs/index.html':
        '<!DOCTYPE html><html><head><title>App Docs</title>' +
        '<script type="module" src="/docs/assets/index-4f2a.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    },
  });
});
afterAll(async () => {
  await Promise.all([hash, spa].map((s) => s.close()));
});

const folio = (...args: string[]) =>
  runFolioInProcess(args, { FOLIO_HOME: mkdtempSync(join(tmpdir(), 'folio-user-')) });

describe('folio add, on an empty app shell', () => {
  it('adds a single-page app instead of refusing it, and names the render opt-in', async () => {
    const added = await folio('add', `${spa.url}/docs/`, '--dry-run');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(
      /app shell\s+a single-page app: its pages are written by scripts; a sync stores them only rendered in Chromium: add it with --render browser, or add "app": \{ "render": "browser" \} in \S+catalog\.overrides\.json/,
    );
  });

  it('says that a hash-routed Docsify site is mirrored from the Markdown it serves', async () => {
    const text = await folio('add', `${hash.url}/`, '--dry-run');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      'a Docsify app on #/ routes: a sync stores the Markdown files it serves',
    );
    expect(text.stdout).not.toContain('"render": "browser"');
  });
});

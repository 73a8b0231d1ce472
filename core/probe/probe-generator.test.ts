import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractPool } from '../extract/extract-pool.ts';
import { createFetcher } from '../fetch/create-fetcher.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { probeSite } from './probe-site.ts';

/** Cut from Debian's libeigen3-doc: core/sources/symbols/fixtures/README.md says from which file. */
const fixture = (name: string) =>
  readFileSync(new URL(`../sources/symbols/fixtures/${name}`, import.meta.url), 'utf8');

/** The head of libeigen3-dev/html/index.html (Doxygen 1.9.4); its tree view is filled by script. */
const page = (title: string, links: string[]) => `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta name="generator" content="Doxygen 1.9.4"/><title>Eigen: ${title}</title></head><body>
<div id="side-nav" class="ui-resizable side-nav-resizable"><div id="nav-tree"></div></div>
<div id="doc-content"><div class="header"><div class="headertitle"><div class="title">${title}</div></div></div>
<div class="contents"><p>${title}: words enough for a page.</p>
${links.map((href) => `<a class="el" href="${href}">${href}</a>`).join('\n')}</div></div></body></html>`;

let site: SiteServer;
beforeAll(async () => {
  site = await serveSite({
    files: {
      '/index.html': page('Main Page', ['GettingStarted.html', 'Matrix_8h_source.html']),
      '/navtreedata.js': fixture('doxygen-eigen-navtreedata.js.txt'),
      '/modules.js': fixture('doxygen-eigen-modules.js.txt'),
      '/search/searchdata.js': fixture('doxygen-eigen-searchdata.js.txt'),
      '/search/classes_9.js': fixture('doxygen-eigen-classes_9.js.txt'),
    },
  });
});
afterAll(() => site.close());

describe('the probe, on a generator it has a profile for', () => {
  it('names the profile, what a sync skips, and estimates from its navigation and symbols', async () => {
    const fetcher = createFetcher({ retries: 0 });
    const extractor = createExtractPool({ size: 0 });
    try {
      const probe = await probeSite(`${site.url}/index.html`, {
        fetcher,
        extractor,
        userAgent: 'folio-test',
        github: { fetch: () => Promise.reject(new Error('no GitHub here')) },
      });
      expect(probe.generator).toBe('doxygen');
      expect(probe.skips).toContain('Doxygen source listing');
      // The main page, Getting started, the chapters' page and its 4 chapters, 2 manuals and
      // the class list.
      expect(probe.navigation).toEqual({ pages: 10, source: 'file' });
      expect(probe.symbolIndex).toEqual({ symbols: 2, pages: 2 });
      // The entry's two links (one a by-product) would have said 2.
      expect(probe.estimate).toBe(10);
    } finally {
      await fetcher.close();
      await extractor.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

/**
 * Antora's site root, as 3.1.15 writes it for a playbook's start page: a meta refresh whose text
 * is only the notice that the page moved, marked noindex (Hugo's aliases and jekyll-redirect-from
 * write the same shape). The notice is no page of the docset; where it leads is.
 */
const ANTORA_ROOT = `<!DOCTYPE html>
<meta charset="utf-8">
<script>location="widgets/index.html"</script>
<meta http-equiv="refresh" content="0; url=widgets/index.html">
<meta name="robots" content="noindex">
<title>Redirect Notice</title>
<h1>Redirect Notice</h1>
<p>The page you requested has been relocated to <a href="widgets/index.html">widgets/index.html</a>.</p>
`;
const TARGET = `<!DOCTYPE html><html><head><title>Widgets Guide :: Widgets</title></head><body>
<article class="doc"><h1 class="page">Widgets Guide</h1><p>Widgets arranges coloured tiles.</p></article>
</body></html>`;

describe('a meta refresh with a noindex notice', () => {
  let site: SiteServer | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const storedPaths = async (root: string): Promise<string[]> => {
    site = await serveSite({ files: { '/index.html': root, '/widgets/index.html': TARGET } });
    const cache = tempCache();
    try {
      const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/`)]);
      expect(results[0]).toMatchObject({ outcome: 'ok' });
      const urls = cache.db
        .prepare(`SELECT url FROM pages WHERE status = 'ok' ORDER BY url`)
        .pluck()
        .all() as string[];
      return urls.map((url) => new URL(url).pathname);
    } finally {
      cache.close();
    }
  };

  it('is a redirect: only the page it leads to is stored', async () => {
    expect(await storedPaths(ANTORA_ROOT)).toEqual(['/widgets/']);
  });

  it('keeps a refreshing page that may be indexed, as content of its own', async () => {
    const indexed = ANTORA_ROOT.replace('<meta name="robots" content="noindex">\n', '');
    expect(await storedPaths(indexed)).toEqual(['/', '/widgets/']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

/**
 * Pages with the head and links of Debian's libeigen3-doc (Doxygen 1.9.4,
 * /usr/share/doc/libeigen3-dev/html/classEigen_1_1JacobiSVD.html), cut to a few lines. Without
 * `meta`, nothing on them says Doxygen (as every page looked before Folio knew Doxygen).
 */
const doxygen = (title: string, links: string[], meta = true): string =>
  `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="Content-Type" content="text/xhtml;charset=UTF-8"/>
${meta ? '<meta name="generator" content="Doxygen 1.9.4"/>' : ''}
<title>Eigen: ${title}</title></head><body>
<div id="doc-content"><div class="header"><div class="${meta ? 'headertitle' : 'plain'}"><div class="title">${title}</div></div></div>
<div class="contents"><p>${title} is documented here with enough words to be a page.</p>
${links.map((href) => `<a class="el" href="${href}">${href}</a>`).join('\n')}
</div></div></body></html>`;

const SOURCE = 'JacobiSVD_8h_source.html';
const DIR = 'dir_012fb4f34f7afd46bc488cd7f838564d.html';
const MEMBERS = 'classEigen_1_1JacobiSVD-members.html';
const CLASS = 'classEigen_1_1JacobiSVD.html';

function eigenSite(meta = true): Record<string, string> {
  return {
    '/index.html': doxygen('Main Page', [CLASS, DIR], meta),
    [`/${CLASS}`]: doxygen('Eigen::JacobiSVD Class Template Reference', [SOURCE, MEMBERS], meta),
    [`/${SOURCE}`]: doxygen('JacobiSVD.h Source File', [CLASS], meta),
    [`/${DIR}`]: doxygen('Dense Directory Reference', [SOURCE], meta),
    [`/${MEMBERS}`]: doxygen('Member List', [CLASS], meta),
  };
}

const storedPaths = (cache: ReturnType<typeof tempCache>): string[] =>
  (
    cache.db.prepare(`SELECT url FROM pages WHERE status = 'ok' ORDER BY url`).all() as Array<{
      url: string;
    }>
  ).map((r) => new URL(r.url).pathname);

describe("a generator's by-products", () => {
  let site: SiteServer | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it('are never asked for once a page says which generator built the site', async () => {
    site = await serveSite({ files: eigenSite() });
    const cache = tempCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/index.html`)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 2 } });
    expect(storedPaths(cache)).toEqual(['/', '/classEigen_1_1JacobiSVD.html']);
    const asked = site.requests.map((r) => r.path);
    expect(asked.filter((p) => [SOURCE, DIR, MEMBERS].some((b) => p.endsWith(b)))).toEqual([]);
    cache.close();
  });

  it('are refused when queued before the generator was known', async () => {
    // A plain landing page (no Doxygen signs) links the class page and a source listing first.
    const files = eigenSite();
    files['/index.html'] = `<html><head><title>Eigen</title></head><body><main><h1>Eigen</h1>
      <p>The landing page of the docs, with some words.</p>
      <a href="${CLASS}">class</a> <a href="${SOURCE}">source</a></main></body></html>`;
    site = await serveSite({ files });
    const cache = tempCache();
    const { events } = await syncOnce(cache, [fixtureDocset(`${site.url}/index.html`)], {
      mirror: { concurrency: 1 },
    });
    expect(storedPaths(cache)).toEqual(['/', '/classEigen_1_1JacobiSVD.html']);
    expect(site.requests.some((r) => r.path.endsWith(SOURCE))).toBe(false);
    const skipped = events.filter((e) => e.type === 'page' && e.outcome === 'skipped');
    expect(skipped).toHaveLength(1);
    cache.close();
  });

  it('stored by an earlier sync go once the site is known for what built it', async () => {
    site = await serveSite({ files: eigenSite(false) });
    const cache = tempCache();
    const docset = fixtureDocset(`${site.url}/index.html`);
    await syncOnce(cache, [docset]);
    expect(storedPaths(cache)).toHaveLength(5);
    // The same site, now recognised as Doxygen's (as a newer Folio would see it).
    for (const [path, html] of Object.entries(eigenSite(true))) site.setFile(path, html);
    const { results } = await syncOnce(cache, [docset], { mirror: { concurrency: 1 } });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { removed: 3 } });
    expect(storedPaths(cache)).toEqual(['/', '/classEigen_1_1JacobiSVD.html']);
    cache.close();
  });
});

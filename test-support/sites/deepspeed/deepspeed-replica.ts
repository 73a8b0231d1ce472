import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { pngFile } from '../support/png-file.ts';
import { readTheDocsProject } from '../support/read-the-docs-project.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import { minimalMistakesPage } from '../themes/minimal-mistakes-page.ts';
import { deepspeedApiNav, deepspeedApiPages } from './deepspeed-api-pages.ts';
import { deepspeedPages } from './deepspeed-pages.ts';
import { deepspeedFeed, deepspeedLunrStore, deepspeedPosts } from './deepspeed-posts.ts';
import { deepspeedSidebar } from './deepspeed-sidebar.ts';

/** Entry 2: Jekyll Minimal Mistakes on www, the Sphinx API reference on a second host. */
export const deepspeedReplica: ReplicaDefinition = {
  name: 'deepspeed',
  roles: ['site', 'rtd'],
  build({ url }) {
    const apiUrl = `${url.rtd}/en/latest/`;
    const sidebar = deepspeedSidebar(apiUrl);
    const pages = [...deepspeedPages(apiUrl), ...deepspeedPosts(url.offsite)];
    const site: Record<string, SiteFile | string> = {};
    for (const page of pages) {
      const file = page.path.endsWith('/') ? `${page.path}index.html` : page.path;
      site[file] = minimalMistakesPage({
        ...page,
        canonical: `${url.site}${page.path}`,
        sidebar,
        apiUrl,
        offsite: url.offsite,
      });
    }
    // jekyll-feed and lunr, but no jekyll-sitemap: /sitemap.xml is a 404.
    site['/feed.xml'] = deepspeedFeed(url.site, deepspeedPosts(url.offsite));
    site['/assets/js/lunr/lunr-store.js'] = deepspeedLunrStore(pages);
    site['/assets/images/zero.png'] = pngFile('deepspeed zero');
    site['/assets/images/pipe-schedule.png'] = pngFile('deepspeed pipe');
    site['/assets/css/main.css'] = 'body{}';
    const versions = ['latest', 'stable'] as const;
    const rtd: Record<string, SiteFile | string> = {
      '/index.html': { body: '', status: 302, headers: { location: '/en/latest/' } },
      '/robots.txt': `User-agent: *\nDisallow: # Allow everything\nSitemap: ${url.rtd}/sitemap.xml\n`,
      '/sitemap.xml': sitemapXml(
        versions.flatMap((v) =>
          deepspeedApiPages.map((p) => ({ loc: `${url.rtd}/en/${v}/${p.docname}.html` })),
        ),
      ),
    };
    for (const v of versions) {
      Object.assign(
        rtd,
        readTheDocsProject({
          root: `/en/${v}/`,
          project: 'DeepSpeed',
          lang: 'en',
          groups: deepspeedApiNav.map((g) => ({
            ...g,
            items: g.items.map((i) => ({ ...i, href: i.href.replace('/latest/', `/${v}/`) })),
          })),
          pages: deepspeedApiPages,
          offsite: url.offsite,
          editBase: `${url.offsite}/github.com/deepspeedai/DeepSpeed/blob/master/docs/code-docs/source/`,
        }),
      );
    }
    for (const m of ['deepspeed/DeepSpeedEngine', 'deepspeed/zero', 'deepspeed']) {
      rtd[`/en/latest/_modules/${m}.html`] =
        '<!DOCTYPE html><html><body><div role="main"><h1>Source code</h1></div></body></html>';
    }
    const www = pages.map((p) => url.site + p.path);
    return {
      hosts: { site: { files: site }, rtd: { files: rtd } },
      expectations: {
        docsetId: 'deepspeed',
        docset: {
          id: 'deepspeed',
          name: 'DeepSpeed',
          section: 'Distributed Training',
          description: 'ZeRO sharding, pipeline parallelism, and training optimizations',
          entryUrl: `${url.site}/`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${url.site}/`,
        extraScopePrefixes: [apiUrl],
        tocSource: `${url.site}/`,
        // Anchor-only nav children (/docs/config-json/#fp16-…) are the config page, not pages.
        expectedPages: [...www, ...deepspeedApiPages.map((p) => `${apiUrl}${p.docname}.html`)],
        forbiddenPaths: [
          `${url.rtd}/en/stable/index.html`,
          `${url.rtd}/en/stable/zero3.html`,
          `${url.rtd}/en/latest/_modules/deepspeed.html`,
          `${url.rtd}/en/latest/_sources/initialize.rst.txt`,
          `${url.rtd}/en/latest/genindex.html`,
        ],
        forbiddenPatterns: [
          /\/en\/stable\//,
          /\/_modules\//,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
        ],
        tocTop: [
          'Training',
          'Inference',
          'Getting Started',
          'ds_config',
          'Tutorials',
          'Blog',
          'Documentation',
        ],
        searches: [
          { query: 'stage 3 partitions the model parameters', expectPath: '/tutorials/zero/' },
          { query: 'loss_scale_window', expectPath: '/docs/config-json/' },
          { query: 'LayerSpec pipeline stage', expectPath: '/tutorials/pipeline/' },
          { query: 'deepspeed.initialize', expectPath: '/en/latest/initialize.html' },
        ],
        chromeStrings: [
          'Skip to primary navigation',
          'Toggle Menu',
          'Share on',
          'Powered by',
          'Updated:',
          'Edit on GitHub',
          '[source]',
        ],
        images: [
          `${url.site}/assets/images/zero.png`,
          `${url.site}/assets/images/pipe-schedule.png`,
        ],
      },
    };
  },
};

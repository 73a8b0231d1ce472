import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { pngFile } from '../support/png-file.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import { docusaurusPage } from '../themes/docusaurus-page.ts';
import { colossalPages } from './colossal-ai-pages.ts';
import type { ColossalPage } from './colossal-ai-pages.ts';

/** The Docusaurus sidebar: categories with links written without a trailing slash. */
function sidebar(pages: ColossalPage[], prefix: string, current: string, zh: boolean): string {
  const categories = [...new Set(pages.map((p) => p.category))];
  const items = categories.map((c) => {
    const links = pages
      .filter((p) => p.category === c)
      .map(
        (p) =>
          `<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link${p.slug === current ? ' menu__link--active' : ''}" href="${prefix}/${p.slug}">${zh ? p.zhTitle : p.title}</a></li>`,
      )
      .join('');
    return `<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="#">${c}</a></div><ul class="menu__list">${links}</ul></li>`;
  });
  return `<ul class="theme-doc-sidebar-menu menu__list">${items.join('')}</ul>`;
}

const template = (title: string) =>
  `<!doctype html><html lang="en"><head><meta name="generator" content="Docusaurus v2.3.1"><title>${title} | Colossal-AI</title></head><body><main><h1>${title}</h1><p>Docusaurus template content.</p></main></body></html>`;

/**
 * Entry 7: Colossal-AI on Docusaurus 2 (server-rendered). English under /docs/, Chinese under
 * /zh-Hans/docs/ paired by hreflang; links and sitemap URLs without a trailing slash (the server
 * redirects to `…/`); a sitemap with template junk; no llms.txt; images on a CDN.
 */
export const colossalAiReplica: ReplicaDefinition = {
  name: 'colossal-ai',
  roles: ['site', 'cdn'],
  build({ url }) {
    const o = url.site;
    const pages = colossalPages(url.cdn, url.offsite);
    const files: Record<string, SiteFile | string> = {
      '/index.html': template(
        'Colossal-AI: Making large AI models cheaper, faster and more accessible',
      ),
      '/404.html': template('Page Not Found'),
      '/opensearch.xml':
        '<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>Colossal-AI</ShortName></OpenSearchDescription>',
      '/assets/images/hybrid-parallel-5f3c.png': pngFile('colossal hybrid'),
    };
    // Docusaurus template leftovers, listed in the sitemap.
    const junk = [
      '/blog/first-blog-post',
      '/blog/welcome',
      '/blog/tags/hola',
      '/markdown-page',
      '/search',
    ];
    for (const j of junk) files[`${j}/index.html`] = template(j.split('/').pop()!);
    for (const locale of ['en', 'zh-Hans'] as const) {
      const prefix = locale === 'en' ? '' : '/zh-Hans';
      pages.forEach((page, i) => {
        const zh = locale === 'zh-Hans';
        const prev = pages[i - 1];
        const next = pages[i + 1];
        const title = zh ? page.zhTitle : page.title;
        files[`${prefix}/${page.slug}/index.html`] = docusaurusPage({
          url: `${o}${prefix}/${page.slug}`,
          locale,
          alternates: {
            en: `${o}/${page.slug}`,
            'zh-Hans': `${o}/zh-Hans/${page.slug}`,
            'x-default': `${o}/${page.slug}`,
          },
          title,
          sidebar: sidebar(pages, prefix, page.slug, zh),
          body: zh ? `<p>${page.zhTitle}：中文文档。</p>` : page.body,
          breadcrumb: page.category,
          editUrl: `${url.offsite}/github.com/hpcaitech/ColossalAI/edit/main/docs/source/${locale}/${page.slug.slice(5)}.md`,
          toc: zh ? [] : page.toc,
          prev: prev ? [`${prefix}/${prev.slug}`, zh ? prev.zhTitle : prev.title] : undefined,
          next: next ? [`${prefix}/${next.slug}`, zh ? next.zhTitle : next.title] : undefined,
          offsite: url.offsite,
        });
      });
      files[`${prefix}/sitemap.xml`] = sitemapXml([
        { loc: `${o}${prefix}/` },
        ...(locale === 'en' ? junk.map((j) => ({ loc: `${o}${j}` })) : []),
        ...pages.map((p) => ({ loc: `${o}${prefix}/${p.slug}` })),
      ]);
    }
    const en = pages.map((p) => `${o}/${p.slug}/`);
    return {
      hosts: {
        site: { files },
        cdn: { files: { '/2023/01/12/chunk-gemini.png': pngFile('colossal gemini chunk') } },
      },
      expectations: {
        docsetId: 'colossal-ai',
        docset: {
          id: 'colossal-ai',
          name: 'Colossal-AI',
          section: 'Distributed Training',
          description: 'parallelism strategies for large-model training',
          entryUrl: `${o}/`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/`,
        // Its images are on a CDN: declared, as the catalog's overrides must for the real site.
        imageHosts: [new URL(url.cdn).host],
        tocSource: en[0]!,
        // Fetched after the trailing-slash redirect, so the 200s are on the `…/` form.
        expectedPages: en,
        forbiddenPaths: [
          ...junk.map((j) => `${o}${j}/`),
          `${o}/zh-Hans/${pages[0]!.slug}/`,
          `${o}/zh-Hans/docs/features/zero_with_chunk/`,
        ],
        forbiddenPatterns: [/\/zh-Hans\/docs\//, /\/blog\//, /\/markdown-page/, /\/search\/?$/],
        tocTop: [
          'Get started',
          'Concepts',
          'Basics',
          'Features',
          'Advanced Tutorials',
          'Colossal-Auto',
        ],
        searches: [
          {
            query: 'placement_policy Gemini chunks',
            expectPath: '/docs/features/zero_with_chunk/',
          },
          {
            query: '2.5D tensor parallelism',
            expectPath: '/docs/concepts/paradigms_of_parallelism/',
          },
        ],
        chromeStrings: [
          'Skip to main content',
          'Edit this page',
          'Colossal-AI now supports hybrid parallel fine-tuning',
          'On this page',
          'Copyright © 2026 HPC-AI Tech',
        ],
        images: [
          `${url.cdn}/2023/01/12/chunk-gemini.png`,
          `${o}/assets/images/hybrid-parallel-5f3c.png`,
        ],
      },
    };
  },
};

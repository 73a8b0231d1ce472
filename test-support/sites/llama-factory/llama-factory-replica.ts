import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { pngFile } from '../support/png-file.ts';
import { readTheDocsProject } from '../support/read-the-docs-project.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import {
  llamaFactoryEn,
  llamaFactoryNav,
  llamaFactoryZh,
  switcherJs,
} from './llama-factory-pages.ts';

const tail = (lang: string) =>
  `<select id="language-switcher" aria-label="Language"><option value="en"${lang === 'en' ? ' selected' : ''}>English</option><option value="zh-cn"${lang === 'zh-cn' ? ' selected' : ''}>简体中文</option></select>\n<script src="/${lang}/latest/_static/js/switcher.js"></script>\n<script async src="/_/static/javascript/readthedocs-addons.js"></script>`;

/**
 * Entry 9: LLaMA-Factory on Read the Docs (sphinx_rtd_theme): /en/latest/ and /zh-cn/latest/
 * with different page sets and only a JS language switcher between them; RTD's own
 * /sitemap.xml (with hreflang alternates) and robots.txt (hiding a version); the root redirects
 * to /en/latest/ (unverified live).
 */
export const llamaFactoryReplica: ReplicaDefinition = {
  name: 'llama-factory',
  roles: ['site'],
  build({ url }) {
    const o = url.site;
    const project = (
      lang: 'en' | 'zh-cn',
      pages = lang === 'en' ? llamaFactoryEn : llamaFactoryZh,
      version = 'latest',
    ) =>
      readTheDocsProject({
        root: `/${lang}/${version}/`,
        project: 'LLaMA Factory',
        lang: lang === 'en' ? 'en' : 'zh-CN',
        groups: llamaFactoryNav(lang, pages).map((g) => ({
          ...g,
          items: g.items.map((i) => ({ ...i, href: i.href.replace('/latest/', `/${version}/`) })),
        })),
        pages,
        offsite: url.offsite,
        tail: tail(lang),
      });
    const zhDocnames = new Set(llamaFactoryZh.map((p) => p.docname));
    const files: Record<string, SiteFile | string> = {
      '/index.html': { body: '', status: 302, headers: { location: '/en/latest/' } },
      // Read the Docs' generated robots.txt: hidden versions are disallowed.
      '/robots.txt': `User-agent: *\nDisallow: /en/v0.8.0/ # Hidden version\nSitemap: ${o}/sitemap.xml\n`,
      '/sitemap.xml': sitemapXml(
        llamaFactoryEn
          .map((p) => ({
            loc: `${o}/en/latest/${p.docname}.html`,
            lastmod: '2026-08-18T09:12:00+00:00',
            alternates: zhDocnames.has(p.docname)
              ? {
                  en: `${o}/en/latest/${p.docname}.html`,
                  'zh-cn': `${o}/zh-cn/latest/${p.docname}.html`,
                }
              : undefined,
          }))
          .concat(
            llamaFactoryZh.map((p) => ({
              loc: `${o}/zh-cn/latest/${p.docname}.html`,
              lastmod: '2026-08-18T09:12:00+00:00',
              alternates: undefined,
            })),
          ),
      ),
      '/_/static/javascript/readthedocs-addons.js':
        '/* flyout, version and language menus are injected at runtime */\n',
      '/en/latest/_static/js/switcher.js': switcherJs,
      '/zh-cn/latest/_static/js/switcher.js': switcherJs,
      '/en/latest/_images/webui.png': pngFile('llamafactory webui'),
      ...project('en'),
      ...project('zh-cn'),
      ...project('en', llamaFactoryEn.slice(0, 2), 'v0.8.0'),
    };
    const en = `${o}/en/latest/`;
    return {
      hosts: { site: { files } },
      expectations: {
        docsetId: 'llama-factory',
        docset: {
          id: 'llama-factory',
          name: 'LLaMA-Factory',
          section: 'Finetuning & Post-Training',
          description: 'config-driven finetuning across many model families',
          entryUrl: `${o}/`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/`,
        tocSource: `${en}index.html`,
        expectedPages: llamaFactoryEn.map((p) => `${en}${p.docname}.html`),
        forbiddenPaths: [
          `${o}/zh-cn/latest/index.html`,
          `${o}/zh-cn/latest/advanced/acceleration.html`,
          `${o}/en/v0.8.0/index.html`,
          `${en}_sources/getting_started/sft.rst.txt`,
          `${en}genindex.html`,
          `${en}search.html`,
        ],
        forbiddenPatterns: [
          /\/zh-cn\//,
          /\/en\/v0\.8\.0\//,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
          /\/_\//,
        ],
        tocTop: ['Getting Started', 'Advanced', 'Multi-backend'],
        searches: [
          {
            query: 'dataset_info.json sharegpt',
            expectPath: '/en/latest/getting_started/data_preparation.html',
          },
          { query: 'LlamaBoard web UI', expectPath: '/en/latest/getting_started/webui.html' },
          {
            query: 'ASCEND_RT_VISIBLE_DEVICES',
            expectPath: '/en/latest/multibackend/npu/index.html',
          },
        ],
        chromeStrings: ['View page source', 'Built with', 'v: latest', '简体中文'],
        images: [`${en}_images/webui.png`],
      },
    };
  },
};

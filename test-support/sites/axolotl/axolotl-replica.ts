import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { pngFile } from '../support/png-file.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import { quartoPage, quartoSection } from '../themes/quarto-page.ts';
import { axolotlJunk, axolotlOther, axolotlPages } from './axolotl-pages.ts';
import type { QuartoDoc } from './axolotl-pages.ts';

const plain = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta name="generator" content="quarto-1.7.31"><title>${title} – Axolotl</title></head><body><main class="content" id="quarto-document-content"><h1 class="title">${title}</h1><p>Rendered from a Markdown file in the repository.</p></main></body></html>`;

/**
 * Entry 10: Axolotl's Quarto site. A sitemap of 30 URLs with lastmod, a third of them rendered
 * from repo Markdown (tests/, src/, LICENSE…); robots.txt naming the sitemap; Quarto's
 * search.json; and a ~300 KB config reference page.
 */
export const axolotlReplica: ReplicaDefinition = {
  name: 'axolotl',
  roles: ['site'],
  build({ url }) {
    const o = url.site;
    const docs = axolotlPages();
    const sections = [...new Set(docs.map((d) => d.section))];
    const sidebar = sections.map((section) => ({
      section,
      items: docs
        .filter((d) => d.section === section)
        .map((d): [string, string] => [d.path, d.title]),
    }));
    const home: QuartoDoc = {
      path: '/index.html',
      section: '',
      title: 'Axolotl',
      description: 'A free and open-source LLM fine-tuning framework',
      body: quartoSection(
        'quick-links',
        'Quick links',
        '<p>Read the <a href="docs/getting-started.html">quickstart</a> or the <a href="docs/config-reference.html">config reference</a>.</p>',
      ),
    };
    const files: Record<string, SiteFile | string> = {
      '/robots.txt': `Sitemap: ${o}/sitemap.xml\n`,
      '/docs/images/fsdp.png': pngFile('axolotl fsdp'),
      '/site_libs/quarto-nav/quarto-nav.js': '/* quarto nav */',
      '/site_libs/quarto-search/quarto-search.js': '/* quarto search */',
      '/site_libs/clipboard/clipboard.min.js': '/* clipboard */',
      '/site_libs/bootstrap/bootstrap.min.css': 'body{}',
    };
    for (const doc of [home, ...docs]) {
      files[doc.path] = quartoPage({
        ...doc,
        sidebar,
        editUrl: `${url.offsite}/github.com/axolotl-ai-cloud/axolotl/edit/main${doc.path.replace(/\.html$/, '.qmd')}`,
        breadcrumb: doc.section || 'Home',
        toc: doc.toc,
      });
    }
    for (const path of [...axolotlJunk, ...axolotlOther])
      files[path] = plain(path.split('/').pop()!.replace('.html', ''));
    const all = [home, ...docs].map((d) => d.path);
    files['/sitemap.xml'] = sitemapXml(
      [...all, ...axolotlJunk, ...axolotlOther].map((p) => ({
        loc: `${o}${p}`,
        lastmod: '2026-07-04T12:00:00.000Z',
      })),
    );
    // Quarto's search index: section-level entries, a page list for discovery only.
    files['/search.json'] = JSON.stringify(
      docs.map((d) => ({
        objectID: `${d.path.slice(1)}#${d.title.toLowerCase()}`,
        href: d.path.slice(1),
        title: d.title,
        section: d.section,
        text: d.description ?? d.title,
      })),
    );
    return {
      hosts: { site: { files } },
      expectations: {
        docsetId: 'axolotl',
        docset: {
          id: 'axolotl',
          name: 'Axolotl',
          section: 'Finetuning & Post-Training',
          description: 'YAML-driven finetuning (SFT, LoRA, preference tuning)',
          entryUrl: `${o}/`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/`,
        tocSource: `${o}/index.html`,
        expectedPages: all.map((p) => `${o}${p}`),
        forbiddenPaths: axolotlJunk.map((p) => `${o}${p}`),
        forbiddenPatterns: [/\/tests\//, /\/src\//, /LICENSE|ACKNOWLEDGEMENTS/, /\/site_libs\//],
        tocTop: sections,
        searches: [
          {
            query: 'gradient_checkpointing_kwargs use_reentrant',
            expectPath: '/docs/config-reference.html',
          },
          { query: 'lora_qkv_kernel Triton', expectPath: '/docs/lora_optims.html' },
          {
            query: 'field_messages message_property_mappings',
            expectPath: '/docs/dataset-formats/conversation.html',
          },
        ],
        chromeStrings: [
          'Edit this page',
          'Report an issue',
          'On this page',
          'Copyright 2026 Axolotl AI',
          'Copy to Clipboard',
        ],
        images: [`${o}/docs/images/fsdp.png`],
      },
    };
  },
};

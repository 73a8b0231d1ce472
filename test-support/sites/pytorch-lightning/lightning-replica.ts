import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { toctreeHtml } from '../support/html-helpers.ts';
import { pngFile } from '../support/png-file.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import { pytorchThemePage } from '../themes/pytorch-theme-page.ts';
import { lightningNav, lightningPages } from './lightning-pages.ts';
import { lightningShell } from './lightning-shell.ts';

const root = '/docs/pytorch/stable/';

/** lightning.ai/llms.txt: the whole platform, with a single entry point for PyTorch Lightning. */
const llmsTxt = (o: string) => `# Lightning AI

> Lightning AI is a platform for building AI: develop in a cloud Studio, train at scale, and deploy models as APIs.

## Platform

- [Overview](${o}/docs/platform/overview.md)
  - [Getting started](${o}/docs/platform/overview/getting-started.md)
- [Studios](${o}/docs/platform/studios.md): cloud development environments
- [Batch jobs](${o}/docs/platform/jobs.md)

## Open source docs

- [PyTorch Lightning](${o}/docs/pytorch/stable): Finetune and pretrain AI models.
- [Fabric](${o}/docs/fabric/stable): Expert control over the training loop.

## Searching the docs

- Start at the worlds registry: ${o}/api/v1/docs/worlds — a JSON list of every docs "world".
- A page's URL is \`<urlPrefix>/<world-relative-path>\`; append \`.md\` for plain markdown.
`;

/**
 * Entry 5: PyTorch Lightning. Legacy Sphinx pages under /docs/pytorch/stable/ with `_sources`
 * and `_modules` companions and `.md` twins for some pages (whose Navigation links name the
 * concrete version 2.6.6); a platform-wide /llms.txt with one PL link; other versions and
 * products on the same host; and an SPA host that answers 200 with one shell for any unknown path.
 */
export const pytorchLightningReplica: ReplicaDefinition = {
  name: 'pytorch-lightning',
  roles: ['site'],
  build({ url }) {
    const o = url.site;
    const pages = lightningPages(o);
    const files: Record<string, SiteFile | string> = {
      '/llms.txt': llmsTxt(o),
      '/robots.txt': `User-agent: *\nAllow: /\n# AI agents: read ${o}/llms.txt\nSitemap: ${o}/sitemap.xml\n`,
      // 18 marketing URLs and no docs: useless for discovery.
      '/sitemap.xml': sitemapXml(
        [
          '',
          'pricing',
          'studios',
          'enterprise',
          'careers',
          'blog',
          'about',
          'contact',
          'models',
          'apps',
          'community',
          'events',
          'security',
          'legal/terms',
          'legal/privacy',
          'docs',
          'signup',
          'login',
        ].map((p) => ({ loc: `${o}/${p}` })),
      ),
      '/docs/pytorch/index.html': { body: '', status: 302, headers: { location: root } },
      [`${root}_images/fsdp.png`]: pngFile('lightning fsdp'),
      [`${root}_sources/common/trainer.rst.txt`]: 'Trainer\n=======\n',
      [`${root}_modules/lightning/pytorch/trainer/trainer.html`]:
        '<!DOCTYPE html><html><body><div role="main"><h1>Source code for lightning.pytorch.trainer.trainer</h1></div></body></html>',
      '/docs/pytorch/2.6.6/common/trainer.md': '# Trainer\n\n(2.6.6)\n',
      '/docs/pytorch/2.6.6/index.md': '# PyTorch Lightning\n\n(2.6.6)\n',
      '/docs/pytorch/versions.html':
        '<!DOCTYPE html><html><body><ul><li><a href="2.1.2/">2.1.2</a></li><li><a href="LTS/">LTS</a></li><li><a href="latest/">latest</a></li></ul></body></html>',
      '/docs/platform/overview.md': '# Platform overview\n\nLightning AI Studios.\n',
    };
    for (const v of ['2.1.2', 'LTS', 'latest'])
      files[`/docs/pytorch/${v}/index.html`] =
        `<!DOCTYPE html><html><body><article class="pytorch-article"><h1>PyTorch Lightning ${v}</h1></article></body></html>`;
    files['/docs/fabric/stable/index.html'] =
      '<!DOCTYPE html><html><body><article class="pytorch-article"><h1>Lightning Fabric</h1></article></body></html>';
    for (const page of pages) {
      const path = `${root}${page.docname}.html`;
      const twinPath = `${root}${page.docname}.md`;
      files[path] = pytorchThemePage({
        path,
        root,
        title: page.title,
        project: 'PyTorch Lightning',
        version: '2.6.6',
        versionsUrl: '/docs/pytorch/versions.html',
        sidebar: toctreeHtml(lightningNav, path),
        body: page.body,
        source: `${root}_sources/${page.docname}.rst.txt`,
        head: page.twin ? `<link rel="alternate" type="text/markdown" href="${twinPath}">` : '',
        offsite: url.offsite,
      });
      if (page.twin) files[twinPath] = page.twin;
    }
    const stable = `${o}${root}`;
    const withTwins = pages.filter((p) => p.twin);
    return {
      hosts: { site: { files, fallback: () => lightningShell() } },
      expectations: {
        docsetId: 'pytorch-lightning',
        docset: {
          id: 'pytorch-lightning',
          name: 'PyTorch Lightning',
          section: 'Distributed Training',
          description: 'structured training loops with built-in multi-device strategies',
          entryUrl: `${o}/docs/pytorch/`,
          llmsTxtUrl: `${o}/llms.txt`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/docs/pytorch/`,
        llmsTxtUrl: `${o}/llms.txt`,
        tocSource: `${stable}index.html`,
        expectedPages: pages.map((p) => `${stable}${p.docname}.html`),
        twins: Object.fromEntries(
          withTwins.map((p) => [`${stable}${p.docname}.html`, `${stable}${p.docname}.md`]),
        ),
        forbiddenPaths: [
          `${stable}_sources/common/trainer.rst.txt`,
          `${stable}_modules/lightning/pytorch/trainer/trainer.html`,
          `${o}/docs/pytorch/2.6.6/common/trainer.md`,
          `${o}/docs/pytorch/2.1.2/index.html`,
          `${o}/docs/pytorch/LTS/index.html`,
          `${o}/docs/pytorch/latest/index.html`,
          `${o}/docs/pytorch/versions.html`,
          `${o}/docs/fabric/stable/index.html`,
          `${o}/docs/platform/overview.md`,
          `${o}/pricing`,
        ],
        forbiddenPatterns: [
          /\/docs\/pytorch\/(\d|LTS|latest|versions)/,
          /\/docs\/(fabric|platform|torchmetrics)\//,
          /\/_sources\//,
          /\/_modules\//,
          /\*\*/,
        ],
        tocTop: ['Get Started', 'Core API', 'Hardware', 'API Reference', 'Tutorials'],
        searches: [
          { query: 'accumulate_grad_batches', expectPath: '/common/trainer.html' },
          {
            query: 'FSDPStrategy sharding strategy',
            expectPath: '/advanced/model_parallel/fsdp.html',
          },
        ],
        chromeStrings: [
          'Shortcuts',
          'Table of Contents',
          'View Docs',
          'Access comprehensive developer documentation',
        ],
        images: [`${stable}_images/fsdp.png`],
      },
    };
  },
};

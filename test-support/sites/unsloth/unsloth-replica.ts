import type { SiteFile, SiteHandler } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { pngFile } from '../support/png-file.ts';
import { sitemapIndexXml, sitemapXml } from '../support/sitemap-xml.ts';
import { gitbookPage } from '../themes/gitbook-page.ts';
import { unslothLlmsFull, unslothLlmsTxt, unslothTwin } from './unsloth-markdown.ts';
import { hiddenPage, unslothPages, unslothTranslations } from './unsloth-pages.ts';

const html = (body: string): SiteFile => ({ body, contentType: 'text/html; charset=utf-8' });
const CDN_IMAGE =
  '/~/files/v0/b/gitbook-x-prod.appspot.com/o/spaces%2FGpT4x%2Fuploads%2Floss-curve.png?alt=media&token=3f2a';

/** GitBook's dynamic endpoints: `?ask=` answers on any URL, and the `/~gitbook/` image proxy and MCP. */
function gitbookRoutes(origin: string): SiteHandler {
  return (req, res) => {
    const u = new URL(req.url ?? '/', origin);
    let file: SiteFile | undefined;
    if (u.searchParams.has('ask'))
      file = {
        body: `# Answer\n\nGenerated answer to: ${u.searchParams.get('ask')}\n`,
        contentType: 'text/markdown; charset=utf-8',
      };
    else if (u.pathname === '/docs/~gitbook/image')
      file = pngFile(u.searchParams.get('url') ?? 'proxy');
    else if (u.pathname === '/docs/~gitbook/mcp')
      file = {
        body: '{"jsonrpc":"2.0","error":{"code":-32600,"message":"POST required"}}',
        contentType: 'application/json',
      };
    if (!file) return false;
    const body = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body);
    res
      .writeHead(200, { 'content-type': file.contentType!, 'content-length': body.length })
      .end(body);
    return true;
  };
}

/**
 * Entry 11: Unsloth's GitBook space under /docs on a marketing domain: /docs/llms.txt with `.md`
 * links, llms-full.txt (with a hidden page), `.md` twins wrapped in GitBook's index header and
 * "Agent Instructions" footer, translated variants with translated slugs, `?ask=` / `?trk=`
 * links, `/~gitbook/` endpoints, Liquid blocks, and images on a file CDN.
 */
export const unslothReplica: ReplicaDefinition = {
  name: 'unsloth',
  roles: ['site', 'cdn'],
  build({ url }) {
    const o = url.site;
    const pages = unslothPages(o, url.cdn + CDN_IMAGE);
    const variants: Array<[string, string]> = [
      ['English', `${o}/docs`],
      ['Deutsch', `${o}/docs/de`],
      ['日本語', `${o}/docs/jp`],
      ['中文', `${o}/docs/zh/kai-shi`],
    ];
    const sidebar = pages.map((p): [string, string] => [o + p.path, p.title]);
    const files: Record<string, SiteFile | string> = {
      '/index.html':
        '<!DOCTYPE html><html><head><title>Unsloth AI</title></head><body><h1>Unsloth AI</h1><a href="/pricing">Pricing</a> <a href="/docs">Docs</a></body></html>',
      '/pricing': html('<!DOCTYPE html><html><body><h1>Pricing</h1></body></html>'),
      '/docs/llms.txt': unslothLlmsTxt(o, pages),
      '/docs/llms-full.txt': unslothLlmsFull(pages, hiddenPage),
      '/docs/sitemap.xml': sitemapIndexXml([
        `${o}/docs/sitemap-pages.xml`,
        `${o}/docs/de/sitemap-pages.xml`,
      ]),
      '/docs/sitemap-pages.xml': sitemapXml(
        pages.map((p) => ({ loc: o + p.path, lastmod: '2026-08-20' })),
      ),
      '/docs/de/sitemap-pages.xml': sitemapXml(
        unslothTranslations
          .filter(([p]) => p.startsWith('/docs/de'))
          .map(([p]) => ({ loc: o + p })),
      ),
      '/docs/de/llms.txt': `# Unsloth Dokumentation\n\n- [Installation](${o}/docs/de/erste-schritte/installation.md)\n`,
    };
    pages.forEach((page, i) => {
      files[page.path] = html(
        gitbookPage({
          url: o + page.path,
          title: page.title,
          description: page.description,
          lang: 'en',
          sidebar,
          body: page.html,
          variants,
          docs: `${o}/docs`,
          offsite: url.offsite,
        }),
      );
      files[`${page.path}.md`] = unslothTwin(o, page, i % 2 === 0);
    });
    for (const [path, title, text] of unslothTranslations) {
      const lang = path.split('/')[2]!;
      files[path] = html(
        gitbookPage({
          url: o + path,
          title,
          description: text,
          lang,
          sidebar: [[o + path, title]],
          body: `<p>${text}</p>`,
          variants,
          docs: `${o}/docs/${lang}`,
          offsite: url.offsite,
        }),
      );
      files[`${path}.md`] = `# ${title}\n\n${text}\n`;
    }
    const twins = Object.fromEntries(pages.map((p) => [o + p.path, `${o}${p.path}.md`]));
    return {
      hosts: {
        site: { files, routes: [gitbookRoutes(o)] },
        cdn: {
          files: { [decodeURIComponent(CDN_IMAGE.split('?')[0]!)]: pngFile('unsloth loss curve') },
        },
      },
      expectations: {
        docsetId: 'unsloth',
        docset: {
          id: 'unsloth',
          name: 'Unsloth',
          section: 'Finetuning & Post-Training',
          description: 'memory-efficient single-GPU finetuning kernels',
          entryUrl: `${o}/docs`,
          llmsTxtUrl: `${o}/docs/llms.txt`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/docs`,
        llmsTxtUrl: `${o}/docs/llms.txt`,
        // GitBook keeps uploads on a files CDN: declared, as the real site's overrides must.
        imageHosts: [new URL(url.cdn).host],
        tocSource: `${o}/docs/llms.txt`,
        expectedPages: pages.map((p) => o + p.path),
        twins,
        forbiddenPaths: [
          `${o}/docs/de`,
          `${o}/docs/de/erste-schritte/installation.md`,
          `${o}/docs/jp/ji-chu/api`,
          `${o}/docs/de/llms.txt`,
          `${o}/docs/~gitbook/mcp`,
          `${o}/docs/~gitbook/image?url=x&width=768`,
          `${o}/docs/get-started/installation.md?ask=How+do+I+install`,
          `${o}/docs?trk=public_profile__posts-text`,
          `${o}/`,
          `${o}/pricing`,
        ],
        forbiddenPatterns: [
          /\/docs\/(de|fr|jp|zh)(\/|\.md|$)/,
          /[?&](ask|trk|goal)=/,
          /\/~gitbook\//,
          /:\d+\/(pricing|index\.html)?$/,
        ],
        tocTop: ['Get Started', 'Basics', 'Models'],
        searches: [
          {
            query: 'LoRA rank alpha',
            expectPath: '/docs/get-started/fine-tuning-guide/lora-hyperparameters-guide',
          },
          {
            query: 'GRPO reward functions',
            expectPath: '/docs/basics/reinforcement-learning-rl-guide',
          },
          { query: 'standardize_sharegpt', expectPath: '/docs/basics/datasets-guide' },
        ],
        chromeStrings: [
          'For the complete documentation index',
          'Agent Instructions',
          'Powered by GitBook',
          'Was this helpful?',
          '{% hint',
          '{% endhint %}',
          '{% columns %}',
        ],
        images: [url.cdn + CDN_IMAGE],
      },
    };
  },
};

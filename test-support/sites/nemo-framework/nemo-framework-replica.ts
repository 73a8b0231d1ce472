import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { nvidiaSphinxVersion } from '../support/nvidia-sphinx-version.ts';
import { pngFile } from '../support/png-file.ts';
import { readTheDocsProject } from '../support/read-the-docs-project.ts';
import { fernNeighbour } from './fern-neighbour.ts';
import { nemoHtml, nemoNav, nemoPages } from './nemo-framework-pages.ts';
import { nemoLlmsTxt, nemoTwin } from './nemo-framework-twins.ts';

const guide = '/nemo-framework/user-guide';

/**
 * Entry 6: NeMo Framework on docs.nvidia.com: latest with `.html.md` reader-wrapped twins and an
 * llms.txt pointing at them; archived versions with a banner (25.09, NVIDIA theme) and an older
 * RTD-style layout (24.07); a Fern neighbour with llms.txt files at every path.
 */
export const nemoFrameworkReplica: ReplicaDefinition = {
  name: 'nemo-framework',
  roles: ['site'],
  build({ url, host }) {
    const otherVersions = ['25.09', '24.07'].map((v) => ({
      name: v,
      path: `${guide}/${v}/index.html`,
    }));
    const version = (v: string, pages = nemoPages, archived = false) => {
      const root = `${guide}/${v}/`;
      const files: Record<string, SiteFile | string> = nvidiaSphinxVersion({
        root,
        project: 'NVIDIA NeMo Framework User Guide',
        version: v,
        groups: nemoNav(root),
        pages: pages.map(nemoHtml),
        otherVersions,
        archived,
      });
      for (const p of pages)
        files[`${root}${p.docname}.html.md`] = {
          body: nemoTwin(p, `${url.site}${root}`, url.site),
          contentType: 'text/markdown; charset=utf-8',
        };
      return files;
    };
    const fern = fernNeighbour(url.site);
    const latest = `${url.site}${guide}/latest/`;
    const files: Record<string, SiteFile | string> = {
      '/nemo-framework/index.html': {
        body: '',
        status: 302,
        headers: { location: `${guide}/latest/index.html` },
      },
      '/nemo-framework/llms.txt': nemoLlmsTxt(url.site, host.site, nemoPages),
      ...version('latest'),
      ...version('25.09', nemoPages.slice(0, 3), true),
      ...readTheDocsProject({
        root: `${guide}/24.07/`,
        project: 'NeMo Framework',
        lang: 'en',
        groups: [],
        pages: [
          {
            docname: 'index',
            title: 'NeMo Framework (24.07)',
            body: '<h1>NeMo Framework (24.07)</h1><p>Launcher tutorial for the 24.07 container.</p>',
          },
        ],
        offsite: url.offsite,
      }),
      [`${guide}/latest/_images/nemo-framework.png`]: pngFile('nemo framework'),
      ...fern.files,
    };
    return {
      hosts: { site: { files, routes: fern.routes } },
      expectations: {
        docsetId: 'nvidia-nemo-framework',
        docset: {
          id: 'nvidia-nemo-framework',
          name: 'NVIDIA NeMo Framework',
          section: 'Distributed Training',
          description: 'end-to-end generative-AI training platform',
          entryUrl: `${url.site}/nemo-framework/`,
          llmsTxtUrl: `${url.site}/nemo-framework/llms.txt`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${url.site}/nemo-framework/`,
        llmsTxtUrl: `${url.site}/nemo-framework/llms.txt`,
        tocSource: `${url.site}/nemo-framework/llms.txt`,
        expectedPages: nemoPages.map((p) => `${latest}${p.docname}.html`),
        twins: Object.fromEntries(
          nemoPages.map((p) => [`${latest}${p.docname}.html`, `${latest}${p.docname}.html.md`]),
        ),
        forbiddenPaths: [
          `${url.site}${guide}/25.09/index.html`,
          `${url.site}${guide}/25.09/overview.html.md`,
          `${url.site}${guide}/24.07/index.html`,
          `${url.site}/nemo/guardrails/getting-started`,
          `${url.site}/nemo/guardrails/llms.txt`,
          `${url.site}/nemo/guardrails/getting-started/llms.txt`,
          `${url.site}/nemo/guardrails/llms-full.txt`,
          `${url.site}/nemo/guardrails/_mcp/server`,
          `${latest}_sources/overview.md.txt`,
          `${latest}genindex.html`,
        ],
        forbiddenPatterns: [
          /user-guide\/\d/,
          /\/nemo\//,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
          /\/_mcp\//,
        ],
        tocTop: ['Getting Started', 'Training and Performance', 'NeMo Toolkit', 'Optional'],
        searches: [
          { query: 'FP8 recipe throughput', expectPath: '/performance/performance-summary.html' },
          { query: 'Parakeet CTC transcribe', expectPath: '/nemotoolkit/asr/intro.html' },
        ],
        chromeStrings: [
          'Title:',
          'URL Source:',
          'Published Time:',
          'Markdown Content:',
          'Link to this heading',
          'Skip to main content',
          'country_code',
          'This archived material is no longer maintained',
        ],
        images: [`${latest}_images/nemo-framework.png`],
      },
    };
  },
};

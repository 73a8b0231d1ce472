import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { nvidiaHubLlmsTxt, nvidiaHubNeighbours } from '../support/nvidia-hub-llms-txt.ts';
import { nvidiaSphinxVersion } from '../support/nvidia-sphinx-version.ts';
import { pngFile } from '../support/png-file.ts';
import { megatronCoreNav, megatronCorePages } from './megatron-core-pages.ts';

const base = '/megatron-core/developer-guide';
const switcher = ['nightly', 'latest', '0.19.0', '0.18.2'].map((v) => ({
  name: v === 'latest' ? 'latest (0.19.0)' : v,
  version: v,
  url: `../${v}/`,
}));

/**
 * Entry 4: Megatron Core on docs.nvidia.com. `latest` and `0.19.0` are the same build; the
 * switcher JSON and pre-rendered links lead to nightly and 0.18.2 (where `api-guide/moe.html`
 * still lives at its old path); `_modules/` viewcode pages; and the hub llms.txt at the origin
 * root that lists every NVIDIA product.
 */
export const megatronCoreReplica: ReplicaDefinition = {
  name: 'megatron-core',
  roles: ['site'],
  build({ url, host }) {
    const pages = megatronCorePages();
    const otherVersions = switcher
      .filter((v) => v.version !== 'latest')
      .map((v) => ({ name: v.name, path: `${base}/${v.version}/index.html` }));
    const version = (v: string, list = pages) =>
      nvidiaSphinxVersion({
        root: `${base}/${v}/`,
        project: 'Megatron Core',
        version: v,
        groups: megatronCoreNav(`${base}/${v}/`),
        pages: list,
        otherVersions,
      });
    const files: Record<string, SiteFile | string> = {
      '/llms.txt': nvidiaHubLlmsTxt(url.site, host.site),
      ...nvidiaHubNeighbours(),
      '/megatron-core/index.html': {
        body: '',
        status: 302,
        headers: { location: `${base}/latest/index.html` },
      },
      ...version('latest'),
      ...version('0.19.0'),
      ...version('nightly', pages.slice(0, 2)),
      ...version('0.18.2', [
        ...pages.slice(0, 2),
        {
          docname: 'api-guide/moe',
          title: 'Mixture of Experts',
          body: '<section id="moe"><h1>Mixture of Experts</h1><p>Old location of the MoE guide.</p></section>',
        },
      ]),
      // html_extra_path copies versions1.json into every version; the switcher reads ../versions1.json.
      [`${base}/versions1.json`]: JSON.stringify(switcher, null, 2),
      [`${base}/latest/versions1.json`]: JSON.stringify(switcher, null, 2),
      [`${base}/latest/_images/parallelism.png`]: pngFile('megatron core parallelism'),
      [`${base}/latest/_modules/megatron/core/tensor_parallel/layers.html`]:
        '<!DOCTYPE html><html><body><main><h1>Source code for megatron.core.tensor_parallel.layers</h1><pre>class ColumnParallelLinear: ...</pre></main></body></html>',
    };
    const latest = `${url.site}${base}/latest/`;
    return {
      hosts: { site: { files } },
      expectations: {
        docsetId: 'megatron-core',
        docset: {
          id: 'megatron-core',
          name: 'Megatron-Core',
          section: 'Distributed Training',
          description: 'the composable library under Megatron-LM',
          entryUrl: `${url.site}/megatron-core/`,
          llmsTxtUrl: `${url.site}/llms.txt`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${url.site}/megatron-core/`,
        llmsTxtUrl: `${url.site}/llms.txt`,
        tocSource: `${latest}index.html`,
        expectedPages: pages.map((p) => `${latest}${p.docname}.html`),
        forbiddenPaths: [
          `${url.site}${base}/0.19.0/index.html`,
          `${url.site}${base}/0.19.0/user-guide/parallelism-guide.html`,
          `${url.site}${base}/nightly/index.html`,
          `${url.site}${base}/0.18.2/api-guide/moe.html`,
          `${latest}_modules/megatron/core/tensor_parallel/layers.html`,
          `${latest}_sources/index.md.txt`,
          `${latest}genindex.html`,
          `${latest}search.html`,
          ...Object.keys(nvidiaHubNeighbours()).map((p) => url.site + p),
        ],
        forbiddenPatterns: [
          /developer-guide\/(\d|nightly)/,
          /\/_modules\//,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
          /\/(cudnn|tensorrt|nim|deeplearning|nemo|nemo-framework|legal)\//,
        ],
        tocTop: ['Get Started', 'User Guide', 'API Guide', 'API Reference'],
        searches: [
          { query: 'ColumnParallelLinear', expectPath: '/api-guide/core/tensor_parallel.html' },
          { query: 'token dispatcher all-to-all', expectPath: '/user-guide/features/moe.html' },
          {
            query: 'interleaved 1F1B virtual stages',
            expectPath: '/user-guide/parallelism-guide.html',
          },
        ],
        chromeStrings: [
          'Skip to main content',
          'Ctrl',
          'country_code',
          'Back to top',
          'Section Navigation',
          'Show Source',
          'On this page',
          'Copy to clipboard',
        ],
        images: [`${latest}_images/parallelism.png`],
      },
    };
  },
};

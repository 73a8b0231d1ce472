import type { ReplicaDefinition } from '../replica.ts';
import { fakeGithub } from '../support/fake-github.ts';
import type { RepoFiles } from '../support/git-snapshot.ts';
import { pngFile } from '../support/png-file.ts';
import { readTheDocsProject } from '../support/read-the-docs-project.ts';
import { sitemapXml } from '../support/sitemap-xml.ts';
import { openrlhfReadme } from './openrlhf-readme.ts';
import { openrlhfRtdNav, openrlhfRtdPages } from './openrlhf-rtd-pages.ts';

/**
 * Entry 12: a GitHub repo with a 40 KB README and zh/ja variants, plus its guide on a second
 * origin (Read the Docs, sphinx_rtd_theme, `/en/latest/` only), reached by an extra scope prefix.
 */
export const openrlhfReplica: ReplicaDefinition = {
  name: 'openrlhf',
  roles: ['github', 'rtd'],
  build({ url }) {
    const main: RepoFiles = {
      'README.md': openrlhfReadme(url.rtd),
      // Language variants: opt-in only.
      'README_zh.md':
        '# OpenRLHF\n\n[ [English](README.md) | 中文 ]\n\nOpenRLHF 是一个基于 Ray、vLLM 和 ZeRO-3 的高性能 RLHF 框架。\n',
      'README_ja.md':
        '# OpenRLHF\n\n[ [English](README.md) | 日本語 ]\n\nOpenRLHF は Ray、vLLM、ZeRO-3 に基づく高性能 RLHF フレームワークです。\n',
      'docs/ppo_examples.md':
        '# PPO examples\n\nTrain Llama 3 8B with PPO on one node: see [the scripts](../examples/scripts/train_ppo_llama_ray.sh).\n\nUse `--colocate_all_models` to share GPUs between the actor, critic and vLLM.\n',
      'docs/logo.png': pngFile('openrlhf logo').body,
      'examples/scripts/train_ppo_llama_ray.sh':
        '#!/bin/bash\nray job submit -- python3 -m openrlhf.cli.train_ppo_ray\n',
      'openrlhf/cli/train_ppo_ray.py': 'def train(args): ...\n',
      LICENSE: 'Apache License 2.0\n',
    };
    // An old `doc` branch with stale docs: never read.
    const doc: RepoFiles = {
      'README.md': '# OpenRLHF (2024)\n',
      'docs/openrlhf_doc.md': '# Stale 2024 documentation\n',
    };
    const github = fakeGithub({
      owner: 'OpenRLHF',
      repo: 'OpenRLHF',
      defaultBranch: 'main',
      branches: { main, doc },
      featureBranches: 150,
    });
    const raw = (path: string, branch = 'main') => url.github + github.rawPath(path, branch);
    const rtdFiles = readTheDocsProject({
      root: '/en/latest/',
      project: 'OpenRLHF',
      lang: 'en',
      groups: openrlhfRtdNav,
      pages: openrlhfRtdPages,
      offsite: url.offsite,
    });
    const rtdPages = openrlhfRtdPages.map((p) => `${url.rtd}/en/latest/${p.docname}.html`);
    return {
      github,
      hosts: {
        github: { files: {}, routes: [github.route] },
        rtd: {
          files: {
            ...rtdFiles,
            // Read the Docs redirects the root to the default language and version.
            '/index.html': { body: '', status: 302, headers: { location: '/en/latest/' } },
            '/robots.txt': `User-agent: *\nDisallow: # Allow everything\nSitemap: ${url.rtd}/sitemap.xml\n`,
            '/sitemap.xml': sitemapXml(rtdPages.map((loc) => ({ loc, lastmod: '2026-08-13' }))),
          },
        },
      },
      expectations: {
        docsetId: 'openrlhf',
        docset: {
          id: 'openrlhf',
          name: 'OpenRLHF',
          section: 'Finetuning & Post-Training',
          description: 'RLHF training built on Ray, vLLM, and DeepSpeed',
          entryUrl: 'https://github.com/OpenRLHF/OpenRLHF',
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: 'https://github.com/OpenRLHF/OpenRLHF',
        github: {
          apiBaseUrl: url.github,
          rawBaseUrl: url.github,
          owner: 'OpenRLHF',
          repo: 'OpenRLHF',
        },
        extraScopePrefixes: [`${url.rtd}/en/latest/`],
        tocSource: raw('README.md'),
        expectedPages: [raw('README.md'), raw('docs/ppo_examples.md'), ...rtdPages],
        forbiddenPaths: [
          raw('README_zh.md'),
          raw('README_ja.md'),
          raw('docs/openrlhf_doc.md', 'doc'),
          `${url.rtd}/en/latest/_sources/quick_start.rst.txt`,
          `${url.rtd}/en/latest/genindex.html`,
          `${url.rtd}/en/latest/search.html`,
        ],
        forbiddenPatterns: [
          /README_(zh|ja)\.md$/,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
          new RegExp(github.sha('doc')),
          /\/branches(\?|$)/,
        ],
        tocTop: ['OpenRLHF', 'Architecture', 'Features', 'Hybrid Engine'],
        searches: [
          { query: 'REINFORCE++ baseline', expectPath: 'README.md' },
          { query: 'NCCL_SOCKET_IFNAME', expectPath: 'README.md' },
          {
            query: 'colocates the actor and vLLM engines',
            expectPath: '/en/latest/hybrid_engine.html',
          },
        ],
        chromeStrings: ['View page source', 'Built with', 'v: latest', 'Search docs'],
        images: [raw('docs/logo.png')],
      },
    };
  },
};

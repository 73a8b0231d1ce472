import type { ReplicaDefinition } from '../replica.ts';
import { fakeGithub } from '../support/fake-github.ts';
import type { RepoFiles } from '../support/git-snapshot.ts';
import { pngFile } from '../support/png-file.ts';
import { megatronLmDocs } from './megatron-lm-docs.ts';

const readme = (offsite: string) => `<div align="center">

Megatron-LM and Megatron Core
=============================

<h4>GPU-optimized library for training transformer models at scale</h4>

</div>

## About

This repository holds Megatron-LM, a reference training example, and Megatron Core, the
library underneath. The full documentation is published at
[docs.nvidia.com/megatron-core](${offsite}/docs.nvidia.com/megatron-core/developer-guide/latest/index.html).

- [Quick Start](docs/get-started/quickstart.md)
- [Parallelism Guide](./docs/user-guide/parallelism-guide.md)
- [GPT-3 example](examples/gpt3/README.md)
- [Megatron Core internals](megatron/core/README.md)

## Megatron Dev Branch

Experimental features land on the [dev branch](${offsite}/github.com/NVIDIA/Megatron-LM/tree/dev)
first; \`main\` is the stable branch.
`;

/** Entry 3: a GitHub repository whose docs/ is MyST, with skills/ and a dev branch as traps. */
export const megatronLmReplica: ReplicaDefinition = {
  name: 'megatron-lm',
  roles: ['github'],
  build({ url }) {
    const docs = megatronLmDocs();
    const nested: RepoFiles = {
      'examples/gpt3/README.md':
        '# GPT-3 example\n\nTrain a 175B GPT-3 with `train_gpt3_175b_distributed.sh`.\n',
      'megatron/core/README.md':
        '# Megatron Core\n\nThe `megatron.core` package: transformer blocks, parallel state, distributed optimizer.\n',
    };
    // skills/ holds agent skills: even its README.md is not user docs.
    const skills: RepoFiles = {
      'skills/README.md': '# Skills\n\nAgent skills for coding assistants working on Megatron.\n',
      'skills/parallelism/SKILL.md':
        '---\nname: parallelism\n---\nWhen asked to tune parallelism, the agent should read the guide.\n',
      'skills/moe/tuning.md': '# MoE tuning skill\n\nAgent notes for MoE tuning.\n',
      'CLAUDE.md': '# CLAUDE.md\n\nGuidance for Claude Code in the Megatron-LM repository.\n',
    };
    const main: RepoFiles = {
      'README.md': readme(url.offsite),
      ...docs,
      ...nested,
      ...skills,
      'docs/conf.py':
        'extensions = ["myst_parser", "autodoc2"]\nmyst_enable_extensions = ["colon_fence", "attrs_block"]\n',
      'docs/versions1.json': '[{"version": "latest", "url": "../latest/"}]\n',
      'docs/images/parallelism.png': pngFile('megatron parallelism').body,
      'megatron/core/parallel_state.py': 'def initialize_model_parallel(): ...\n',
    };
    // The dev branch has different docs (README "Megatron Dev Branch"): it must not be read.
    const dev: RepoFiles = {
      ...main,
      'README.md': '# Megatron-LM (dev)\n\nDev-branch README with unreleased features.\n',
      'docs/user-guide/features/dev-only.md':
        '# Dev-only feature\n\nUnreleased dev feature flag.\n',
    };
    const github = fakeGithub({
      owner: 'NVIDIA',
      repo: 'Megatron-LM',
      defaultBranch: 'main',
      branches: { main, dev },
      featureBranches: 300,
    });
    const raw = (path: string, branch = 'main') => url.github + github.rawPath(path, branch);
    const pages = ['README.md', ...Object.keys(docs), ...Object.keys(nested)];
    return {
      github,
      hosts: { github: { files: {}, routes: [github.route] } },
      expectations: {
        docsetId: 'megatron-lm',
        docset: {
          id: 'megatron-lm',
          name: 'Megatron-LM',
          section: 'Distributed Training',
          description: "NVIDIA's large-scale transformer training reference",
          entryUrl: 'https://github.com/NVIDIA/Megatron-LM',
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: 'https://github.com/NVIDIA/Megatron-LM',
        github: {
          apiBaseUrl: url.github,
          rawBaseUrl: url.github,
          owner: 'NVIDIA',
          repo: 'Megatron-LM',
        },
        tocSource: raw('README.md'),
        expectedPages: pages.map((p) => raw(p)),
        forbiddenPaths: [
          ...Object.keys(skills).map((p) => raw(p)),
          raw('README.md', 'dev'),
          raw('docs/user-guide/features/dev-only.md', 'dev'),
          `${url.github}/repos/NVIDIA/Megatron-LM/commits/dev`,
          `${url.github}/repos/NVIDIA/Megatron-LM/git/trees/${github.sha('dev')}?recursive=1`,
        ],
        forbiddenPatterns: [
          /\/skills\//,
          /\/CLAUDE\.md$/,
          new RegExp(github.sha('dev')),
          /\/(heads|commits|branches)\/dev\b/,
          /\/NVIDIA\/Megatron-LM\/(main|dev)\//,
        ],
        tocTop: ['Megatron-LM and Megatron Core', 'docs', 'examples', 'megatron'],
        searches: [
          {
            query: 'interleaved 1F1B virtual stages',
            expectPath: 'docs/user-guide/parallelism-guide.md',
          },
          { query: 'token dispatcher all-to-all', expectPath: 'docs/user-guide/features/moe.md' },
        ],
        // MyST syntax must degrade to readable text, never show literally: toctree entries show
        // their pages' titles, not docnames; autodoc directives a sentence, not their name.
        chromeStrings: [
          '```{toctree}',
          '{ref}`',
          '{doc}`',
          ':::{note}',
          '(parallelism-guide)=',
          'get-started/quickstart',
          'automodule',
          'Agent skills for coding assistants',
        ],
        images: [raw('docs/images/parallelism.png')],
      },
    };
  },
};

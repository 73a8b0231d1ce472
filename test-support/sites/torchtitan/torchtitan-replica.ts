import type { ReplicaDefinition } from '../replica.ts';
import { fakeGithub } from '../support/fake-github.ts';
import type { RepoFiles } from '../support/git-snapshot.ts';
import { pngFile } from '../support/png-file.ts';
import { torchtitanDocs } from './torchtitan-docs.ts';
import { torchtitanReadme } from './torchtitan-readme.ts';

const png = (seed: string) => pngFile(seed).body as Buffer;

/** Agent-instruction files: in the tree, never mirrored. */
const agentFiles: RepoFiles = {
  'AGENTS.md':
    '# Agent guide\n\nYou are an AI coding agent working on TorchTitan. Run pre-commit before every change.\n',
  'CLAUDE.md':
    '# CLAUDE.md\n\nThis file gives Claude Code guidance. Always run the AGENTS checklist.\n',
  '.claude/settings.json': '{ "permissions": { "allow": ["Bash(pytest:*)"] } }\n',
  '.claude/README.md':
    '# Claude commands\n\nSlash commands for agents working in this repository.\n',
  '.claude/commands/review.md': '# /review\n\nReview the diff as an agent would.\n',
  '.claude/skills/debug-nccl/SKILL.md':
    '---\nname: debug-nccl\n---\n# Debug NCCL hangs (agent skill)\n',
};

/** Files outside README.md, docs/** and **\/README.md: in the tree, out of scope. */
const otherFiles: RepoFiles = {
  LICENSE: 'BSD 3-Clause License\n',
  'pyproject.toml': '[project]\nname = "torchtitan"\n',
  'run_train.sh': '#!/bin/bash\ntorchrun --nproc_per_node=8 -m torchtitan.train "$@"\n',
  'torchtitan/train.py': 'def main():\n    pass\n',
  'torchtitan/components/metrics.py': 'class MetricsProcessor: ...\n',
  'torchtitan/components/quantization/float8.md':
    '# Float8\n\nRowwise float8 training notes (component doc, not in scope).\n',
  'benchmarks/llama3_h100_202412.md': '# Llama 3 on H100\n\nBenchmark numbers, not in scope.\n',
  '.github/PULL_REQUEST_TEMPLATE.md': '## Summary\n\nDescribe the change.\n',
  'scripts/estimate/estimation.py': 'print("memory estimate")\n',
  'scripts/checkpoint_conversion/convert_to_hf.py': 'print("convert")\n',
  'assets/images/titan_logo.png': png('titan logo'),
  'assets/images/fsdp2_sharding.png': png('fsdp2 sharding'),
};

/** Entry 1: a GitHub repository served by a fake REST API + raw-content host. */
export const torchtitanReplica: ReplicaDefinition = {
  name: 'torchtitan',
  roles: ['github'],
  build({ url }) {
    const docs = torchtitanDocs(url.offsite);
    const main: RepoFiles = {
      'README.md': torchtitanReadme(url.offsite),
      ...docs,
      ...agentFiles,
      ...otherFiles,
    };
    // Feature branches exist; only the default branch may be read (1,000+ in the real repo).
    const github = fakeGithub({
      owner: 'pytorch',
      repo: 'torchtitan',
      defaultBranch: 'main',
      branches: { main, 'gh/old/experiment': { 'README.md': '# Stale branch README\n' } },
      featureBranches: 1200,
    });
    const raw = (path: string) => url.github + github.rawPath(path);
    const pages = ['README.md', ...Object.keys(docs)];
    return {
      github,
      hosts: { github: { files: {}, routes: [github.route] } },
      expectations: {
        docsetId: 'torchtitan',
        docset: {
          id: 'torchtitan',
          name: 'TorchTitan',
          section: 'Distributed Training',
          description: 'PyTorch-native LLM pretraining at scale',
          entryUrl: 'https://github.com/pytorch/torchtitan',
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: 'https://github.com/pytorch/torchtitan',
        github: {
          apiBaseUrl: url.github,
          rawBaseUrl: url.github,
          owner: 'pytorch',
          repo: 'torchtitan',
        },
        tocSource: raw('README.md'),
        expectedPages: pages.map(raw),
        forbiddenPaths: [
          ...Object.keys(agentFiles).map(raw),
          raw('torchtitan/components/quantization/float8.md'),
          raw('benchmarks/llama3_h100_202412.md'),
          raw('.github/PULL_REQUEST_TEMPLATE.md'),
          raw('torchtitan/train.py'),
          `${url.github}/pytorch/torchtitan/${github.sha('gh/old/experiment')}/README.md`,
        ],
        forbiddenPatterns: [
          /\/(AGENTS|CLAUDE|SKILL)\.md$/,
          /\/\.claude\//,
          /\/branches(\?|$)/,
          /\/gh\/old\/experiment/,
          /\/pytorch\/torchtitan\/main\//, // raw reads must be pinned to the commit sha
        ],
        tocTop: ['TorchTitan', 'docs', 'torchtitan'],
        searches: [
          { query: 'per-parameter sharding DTensor', expectPath: 'docs/fsdp.md' },
          { query: 'async_with_pinned_mem', expectPath: 'docs/checkpoint.md' },
          {
            query: 'SimpleFSDP compiler all-gathers',
            expectPath: 'torchtitan/experiments/simple_fsdp/README.md',
          },
        ],
        chromeStrings: [
          'You are an AI coding agent',
          'Claude Code guidance',
          'Slash commands for agents',
        ],
        images: [raw('assets/images/titan_logo.png'), raw('assets/images/fsdp2_sharding.png')],
      },
    };
  },
};

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from './parse-catalog.ts';

const seedPath = fileURLToPath(new URL('../../seeds/distributed-training.md', import.meta.url));

describe('parseCatalog on the shipped seed', () => {
  const parsed = parseCatalog(readFileSync(seedPath, 'utf8'), seedPath);

  it('reads every row, with no problems', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.docsets.map((d) => d.id)).toEqual([
      'torchtitan',
      'deepspeed',
      'megatron-lm',
      'megatron-core',
      'pytorch-lightning',
      'nvidia-nemo-framework',
      'colossal-ai',
      'torchtune',
      'llama-factory',
      'axolotl',
      'unsloth',
      'openrlhf',
    ]);
  });

  it('reads the front matter', () => {
    expect(parsed.title).toBe('Distributed Training & Finetuning');
    expect(parsed.description).toMatch(/^Distributed-training stacks and finetuning frameworks/);
  });

  it('puts each row in its H2 section', () => {
    const sections = Object.fromEntries(parsed.docsets.map((d) => [d.id, d.section]));
    expect(sections['colossal-ai']).toBe('Distributed Training');
    expect(sections['torchtune']).toBe('Finetuning & Post-Training');
    expect(new Set(Object.values(sections))).toEqual(
      new Set(['Distributed Training', 'Finetuning & Post-Training']),
    );
  });

  it('reads names, descriptions, entry URLs and the catalog path', () => {
    const nemo = parsed.docsets.find((d) => d.id === 'nvidia-nemo-framework');
    expect(nemo).toEqual({
      id: 'nvidia-nemo-framework',
      name: 'NVIDIA NeMo Framework',
      section: 'Distributed Training',
      description: 'end-to-end generative-AI training platform',
      entryUrl: 'https://docs.nvidia.com/nemo-framework/',
      llmsTxtUrl: 'https://docs.nvidia.com/nemo-framework/llms.txt',
      catalog: seedPath,
      packages: ['nemo-toolkit'],
    });
    const urls = Object.fromEntries(parsed.docsets.map((d) => [d.id, d.entryUrl]));
    expect(urls['deepspeed']).toBe('https://www.deepspeed.ai/');
    expect(urls['megatron-core']).toBe('https://docs.nvidia.com/megatron-core/');
    expect(urls['unsloth']).toBe('https://unsloth.ai/docs');
    expect(urls['openrlhf']).toBe('https://github.com/OpenRLHF/OpenRLHF');
  });

  it('names the Python distributions folio match maps environments by', () => {
    const packages = Object.fromEntries(parsed.docsets.map((d) => [d.id, d.packages]));
    expect(packages).toMatchObject({
      deepspeed: ['deepspeed'],
      'megatron-core': ['megatron-core'],
      'pytorch-lightning': ['lightning', 'pytorch-lightning'],
      torchtune: ['torchtune'],
    });
    // Megatron-LM is a repository, not a distribution on an index.
    expect(packages['megatron-lm']).toBeUndefined();
  });

  it('has llms.txt URLs for exactly the four rows that give one', () => {
    const withLlms = parsed.docsets.filter((d) => d.llmsTxtUrl !== undefined);
    expect(Object.fromEntries(withLlms.map((d) => [d.id, d.llmsTxtUrl]))).toEqual({
      'megatron-core': 'https://docs.nvidia.com/llms.txt',
      'pytorch-lightning': 'https://lightning.ai/llms.txt',
      'nvidia-nemo-framework': 'https://docs.nvidia.com/nemo-framework/llms.txt',
      unsloth: 'https://unsloth.ai/docs/llms.txt',
    });
  });

  it('records the line of each row', () => {
    const lines = readFileSync(seedPath, 'utf8').split('\n');
    expect(lines[(parsed.lines.get('deepspeed') ?? 0) - 1]).toMatch(/^\| DeepSpeed \|/);
  });
});

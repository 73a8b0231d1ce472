import { describe, expect, it } from 'vitest';
import { parseScopedQuery } from './parse-scoped-query.ts';

const ids = [
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
];
const unscoped = (query: string) => ({ docsets: [], unknown: [], query });

describe('parseScopedQuery', () => {
  it.each([
    ['deepspeed: zero stage 3', ['deepspeed'], [], 'zero stage 3'],
    ['deepspeed,axolotl: lora', ['deepspeed', 'axolotl'], [], 'lora'],
    ['  DeepSpeed , Axolotl :lora', ['deepspeed', 'axolotl'], [], 'lora'],
    ['LLaMA-Factory: yaml', ['llama-factory'], [], 'yaml'],
    ['llama_factory: yaml', ['llama-factory'], [], 'yaml'],
    ['lightning: trainer', ['pytorch-lightning'], [], 'trainer'],
    ['nemo: recipes', ['nvidia-nemo-framework'], [], 'recipes'],
    ['nemo-framework: recipes', ['nvidia-nemo-framework'], [], 'recipes'],
    ['torchti: float8', ['torchtitan'], [], 'float8'],
    ['megatron-c: tp', ['megatron-core'], [], 'tp'],
    ['deepspeed, deepspeed: x', ['deepspeed'], [], 'x'],
    ['deepspeed, nosuch: zero', ['deepspeed'], ['nosuch'], 'zero'],
    ['megatron: tp', ['megatron-lm', 'megatron-core'], [], 'tp'],
    ['deepspeed,megatron: tp', ['deepspeed', 'megatron-lm', 'megatron-core'], [], 'tp'],
    ['torch: fsdp', ['torchtitan', 'torchtune'], [], 'fsdp'],
    ['framework: recipes', ['nvidia-nemo-framework'], [], 'recipes'],
    ['deepspeed:', ['deepspeed'], [], ''],
    ['deepspeed::x', ['deepspeed'], [], ':x'],
    ['deepspeed: zero ', ['deepspeed'], [], 'zero '],
    ['unsloth: see http://x', ['unsloth'], [], 'see http://x'],
  ])('%j scopes to %j', (input, docsets, unknown, query) => {
    expect(parseScopedQuery(input, ids)).toEqual({ docsets, unknown, query });
  });

  it.each([
    'zero stage 3',
    'http://deepspeed.ai',
    'deepspeed://x',
    'torch.nn: x',
    'title:zero',
    'deepspeed zero: spaces are not scope words',
    ': nothing before',
    'deepspeed,: empty word',
    'ZeRO stage 3 with deepspeed: later colon',
    '',
  ])('%j is not scoped', (input) => {
    expect(parseScopedQuery(input, ids)).toEqual(unscoped(input));
  });

  it('matches nothing when there are no docsets', () => {
    expect(parseScopedQuery('deepspeed: x', [])).toEqual(unscoped('deepspeed: x'));
  });

  it('prefers an exact id over a longer id it is a prefix of', () => {
    expect(parseScopedQuery('torch: x', ['torch', 'torchtune']).docsets).toEqual(['torch']);
  });
});

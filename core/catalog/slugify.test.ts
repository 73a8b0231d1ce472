import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['NVIDIA NeMo Framework', 'nvidia-nemo-framework'],
    ['Megatron-Core', 'megatron-core'],
    ['LLaMA-Factory', 'llama-factory'],
    ['  Colossal--AI!! ', 'colossal-ai'],
    ['torch.distributed (DDP)', 'torch-distributed-ddp'],
    ['Café Über', 'cafe-uber'],
    ['İstanbul', 'istanbul'],
    ['---', ''],
  ])('%s → %s', (name, id) => {
    expect(slugify(name)).toBe(id);
  });
});

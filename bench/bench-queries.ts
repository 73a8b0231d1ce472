/**
 * The fixed search workload: what people type into a docs search box. Words come from the
 * generator's vocabulary, so hit counts range from "on every page" to "on a handful".
 */
export const benchQueries: readonly string[] = [
  // single words, frequent to rare
  'zero',
  'optimizer',
  'checkpoint',
  'gradient',
  'fsdp',
  'tensor',
  'pipeline',
  'shard',
  'offload',
  'nccl',
  'lora',
  'quantization',
  'interconnect',
  'quasar',
  'palimpsest',
  // two words
  'zero stage',
  'pipeline parallel',
  'gradient accumulation',
  'optimizer states',
  'tensor parallel',
  'mixed precision',
  'activation checkpoint',
  'learning rate',
  // prefixes, as typed before a word is finished
  'checkp',
  'optim',
  'gradient accum',
  // identifiers from code and API entries
  'zero_optimization',
  'deepspeed.initialize',
  // scoped to the bench docset
  'bench: zero stage 3',
  'bench: fsdp offload',
];

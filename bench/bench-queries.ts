/**
 * The fixed search workload: what people type into a docs search box. Words come from the
 * generator's vocabulary (bench/vocabulary.ts), whose ranking is fixed, so hit counts range from
 * "a third of all sections" to "a handful of pages". Shares are of sections in a 1,000-page site.
 */
export const benchQueries: readonly string[] = [
  // single words, frequent to rare
  'zero', // the top domain word: ~1/3 of sections, most pages
  'optimizer',
  'checkpoint',
  'pipeline',
  'tensor',
  'gradient',
  'shard',
  'fsdp', // ~13%
  'nccl', // typical domain words: 2–5%
  'interconnect',
  'quantization',
  'lora',
  'kapring', // a long-tail word (rank 3,000): ~2% of pages
  'palimpsest', // rare: a handful of pages
  'quasar',
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

/** What the start-up measure searches for from a terminal: a common two-word query. */
export const startupQuery = 'zero stage';

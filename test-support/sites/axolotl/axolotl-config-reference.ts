import { quartoCode, quartoSection } from '../themes/quarto-page.ts';

const groups = [
  'model',
  'tokenizer',
  'dataset',
  'lora',
  'training',
  'optimizer',
  'scheduler',
  'deepspeed',
  'fsdp',
  'logging',
  'eval',
  'saving',
];
const knobs = [
  'enabled',
  'type',
  'path',
  'size',
  'rate',
  'steps',
  'ratio',
  'dtype',
  'strategy',
  'offload',
  'mode',
  'limit',
  'warmup',
  'cache',
  'seed',
  'workers',
  'shards',
  'prefix',
  'suffix',
  'kwargs',
  'threshold',
  'policy',
  'interval',
  'backend',
  'device',
  'timeout',
  'retries',
  'format',
  'target',
  'scale',
  'alpha',
  'beta',
  'gamma',
  'epsilon',
  'decay',
  'momentum',
  'clip',
  'max',
  'min',
  'window',
  'buffer',
  'queue',
  'pool',
  'depth',
  'width',
  'heads',
  'layers',
  'blocks',
  'experts',
  'groups',
];

/**
 * docs/config-reference.html: one very large page (the real one is 363 KB; this one ~300 KB),
 * one section per option, generated the way Axolotl's pre-render script writes it.
 */
export function axolotlConfigReference(): string {
  const sections = groups.flatMap((g) =>
    knobs.map((k) => {
      const name = `${g}_${k}`;
      return quartoSection(
        name.replace(/_/g, '-'),
        name,
        `<p>Sets the ${k} used by the ${g} stage. Leave it unset to keep the default chosen from the base model and the hardware detected at launch.</p>\n${quartoCode('yaml', `${name}:  # ${g} ${k}\n  # default: null`)}`,
        3,
      );
    }),
  );
  const special = quartoSection(
    'gradient-checkpointing-kwargs',
    'gradient_checkpointing_kwargs',
    `<p>Extra arguments for gradient checkpointing; set <code>use_reentrant: false</code> for FSDP.</p>\n${quartoCode('yaml', 'gradient_checkpointing_kwargs:\n  use_reentrant: false')}`,
    3,
  );
  return `${quartoSection('overview', 'Overview', '<p>Every option Axolotl reads from its YAML config.</p>')}\n${special}\n${sections.join('\n')}`;
}

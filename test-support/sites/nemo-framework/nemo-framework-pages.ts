import { section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';
import type { NvidiaPageSpec } from '../support/nvidia-sphinx-version.ts';

/** One page as data, rendered both as Sphinx HTML and as its reader-wrapped `.html.md` twin. */
export interface NemoPage {
  docname: string;
  title: string;
  intro: string;
  sections: Array<[id: string, title: string, text: string]>;
  image?: string;
  /** A link to another page of this version: [docname, text]. */
  link?: [docname: string, text: string];
  /** A cross-link to a neighbouring NVIDIA product (a Fern site): out of scope. */
  neighbour?: [path: string, text: string];
}

export const nemoPages: NemoPage[] = [
  {
    docname: 'index',
    title: 'NVIDIA NeMo Framework User Guide',
    intro:
      'NeMo Framework is a scalable, cloud-native generative AI framework for researchers and developers working on large language, multimodal and speech models.',
    sections: [],
    link: ['overview', 'Overview'],
  },
  {
    docname: 'overview',
    title: 'Overview',
    intro:
      'NeMo Framework covers data curation, training, alignment and deployment of generative models.',
    image: '_images/nemo-framework.png',
    sections: [
      [
        'key-features',
        'Key features',
        'Training scales with Megatron Core parallelism: tensor, pipeline, context and expert parallelism.',
      ],
    ],
    link: ['installation', 'Installation'],
    neighbour: ['/nemo/guardrails/getting-started', 'NeMo Guardrails'],
  },
  {
    docname: 'installation',
    title: 'Installation',
    intro:
      'Use the NeMo Framework container from NGC; it pins PyTorch, Transformer Engine and Megatron Core.',
    sections: [
      [
        'pip',
        'Install with pip',
        'pip install "nemo_toolkit[all]" works for the toolkit collections but not for every training recipe.',
      ],
    ],
  },
  {
    docname: 'getting-started/quickstart',
    title: 'Quickstart with NeMo-Run',
    intro: 'NeMo-Run launches recipes locally or on Slurm with one Python API.',
    sections: [
      [
        'pretrain',
        'Pretrain a small model',
        'The llama3_8b recipe pretrains on mock data in a few minutes on eight GPUs.',
      ],
    ],
    link: ['llms/llama3', 'Llama 3'],
  },
  {
    docname: 'llms/llama3',
    title: 'Llama 3',
    intro: 'Recipes for Llama 3 8B and 70B pretraining and fine-tuning with LoRA or full SFT.',
    sections: [
      [
        'peft',
        'Parameter-efficient fine-tuning',
        'LoRA adapters train on a single node; merge them with the checkpoint converter.',
      ],
    ],
  },
  {
    docname: 'performance/performance-summary',
    title: 'Performance Summary',
    intro: 'Measured throughput for each recipe on H100 and B200 systems.',
    sections: [
      [
        'fp8',
        'FP8 training',
        'The FP8 recipe raises throughput by about 1.3x over BF16 on H100 at the same convergence.',
      ],
    ],
  },
  {
    docname: 'nemotoolkit/common/intro',
    title: 'NeMo Toolkit Introduction',
    intro: 'The NeMo toolkit provides collections for ASR, TTS and NLP built on PyTorch Lightning.',
    sections: [
      [
        'collections',
        'Collections',
        'Each collection has its own models, datasets and configuration files.',
      ],
    ],
    link: ['nemotoolkit/asr/intro', 'Automatic Speech Recognition'],
  },
  {
    docname: 'nemotoolkit/asr/intro',
    title: 'Automatic Speech Recognition',
    intro:
      'NeMo ASR models transcribe speech; Parakeet CTC and RNNT models lead the open leaderboards.',
    sections: [
      [
        'transcribe',
        'Transcribe audio',
        'Call transcribe() on a pretrained Parakeet CTC model with a list of audio files.',
      ],
    ],
  },
  {
    docname: 'release-notes',
    title: 'Release Notes',
    intro: 'Changes in each NeMo Framework container release.',
    sections: [],
  },
];

const relTo = (from: string, to: string) => {
  const up = from.split('/').length - 1;
  return `${'../'.repeat(up)}${to}`;
};

/** The Sphinx page body (pydata markup, `#` permalinks). */
export function nemoHtml(p: NemoPage): NvidiaPageSpec {
  const id = p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const inner = [
    `<p>${p.intro}</p>`,
    p.image ? `<img alt="${p.title}" src="${relTo(p.docname, p.image)}" />` : '',
    p.link
      ? `<p>Next: <a class="reference internal" href="${relTo(p.docname, `${p.link[0]}.html`)}">${p.link[1]}</a>.</p>`
      : '',
    p.neighbour
      ? `<p>Related product: <a class="reference external" href="${p.neighbour[0]}">${p.neighbour[1]}</a>.</p>`
      : '',
    ...p.sections.map(([sid, t, text]) => section(sid, t, `<p>${text}</p>`, 2, '#')),
  ].join('\n');
  return {
    docname: p.docname,
    title: p.title,
    body: section(id, p.title, inner, 1, '#'),
    toc: p.sections.map(([sid, t]) => [sid, t]),
  };
}

export function nemoNav(root: string): NavGroup[] {
  const item = (d: string) => ({
    title: nemoPages.find((p) => p.docname === d)!.title,
    href: `${root}${d}.html`,
  });
  return [
    {
      caption: 'Getting Started',
      items: ['overview', 'installation', 'getting-started/quickstart'].map(item),
    },
    {
      caption: 'Training and Performance',
      items: ['llms/llama3', 'performance/performance-summary'].map(item),
    },
    {
      caption: 'NeMo Toolkit',
      items: ['nemotoolkit/common/intro', 'nemotoolkit/asr/intro'].map(item),
    },
    { caption: 'Releases', items: ['release-notes'].map(item) },
  ];
}

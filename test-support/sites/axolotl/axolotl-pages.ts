import { quartoCode, quartoSection } from '../themes/quarto-page.ts';
import { axolotlConfigReference } from './axolotl-config-reference.ts';

export interface QuartoDoc {
  path: string;
  title: string;
  description?: string;
  section: string;
  body: string;
  toc?: Array<[id: string, title: string]>;
}

const s = quartoSection;

/** The docs pages, grouped by sidebar section; hrefs in bodies are relative, as Quarto writes them. */
export function axolotlPages(): QuartoDoc[] {
  return [
    {
      path: '/docs/getting-started.html',
      section: 'Getting Started',
      title: 'Quickstart',
      description: 'Fine-tune your first model',
      body: s(
        'quick-start',
        'Quick start',
        `<p>Fetch an example config and train a LoRA on Llama 3.</p>${quartoCode('bash', 'axolotl fetch examples\naxolotl train examples/llama-3/lora-1b.yml')}`,
      ),
    },
    {
      path: '/docs/installation.html',
      section: 'Getting Started',
      title: 'Installation',
      body: s(
        'pip',
        'pip',
        `${quartoCode('bash', 'pip3 install --no-build-isolation axolotl[flash-attn,deepspeed]')}<p>Next: <a href="getting-started.html">Quickstart</a>.</p>`,
      ),
    },
    {
      path: '/docs/dataset-formats/index.html',
      section: 'Dataset Formats',
      title: 'Dataset Formats',
      body: s(
        'formats',
        'Formats',
        '<p>Axolotl supports pre-training, instruction, conversation and template-free formats. See <a href="conversation.html">conversation</a>.</p>',
      ),
    },
    {
      path: '/docs/dataset-formats/conversation.html',
      section: 'Dataset Formats',
      title: 'Conversation',
      body: s(
        'chat-template',
        'chat_template',
        '<p>The <code>chat_template</code> type maps messages with <code>field_messages</code> and <code>message_property_mappings</code>.</p>',
      ),
    },
    {
      path: '/docs/dataset-formats/pretraining.html',
      section: 'Dataset Formats',
      title: 'Pre-training',
      body: s(
        'streaming',
        'Streaming',
        '<p>Set <code>pretraining_dataset</code> to stream large corpora without tokenizing them up front.</p>',
      ),
    },
    {
      path: '/docs/rlhf.html',
      section: 'How To Guides',
      title: 'RLHF (Beta)',
      body: s(
        'dpo',
        'DPO',
        '<p>Set <code>rl: dpo</code> with a preference dataset of chosen and rejected responses; GRPO needs a vLLM server.</p>',
      ),
    },
    {
      path: '/docs/lora_optims.html',
      section: 'How To Guides',
      title: 'LoRA Optimizations',
      body: s(
        'kernels',
        'Kernels',
        '<p><code>lora_mlp_kernel</code> and <code>lora_qkv_kernel</code> fuse the LoRA matmuls with custom Triton kernels.</p>',
      ),
    },
    {
      path: '/docs/multi-gpu.html',
      section: 'Deployments',
      title: 'Multi-GPU',
      description: 'How to train on several GPUs',
      toc: [['overview', 'Overview']],
      body: s(
        'overview',
        'Overview',
        `<p>Axolotl supports DeepSpeed and FSDP. See the <a href="config-reference.html#deepspeed-strategy">config reference</a>.</p>${quartoCode('bash', 'accelerate launch -m axolotl.cli.train config.yml')}<p><img src="images/fsdp.png" class="img-fluid" alt="FSDP"></p>`,
      ),
    },
    {
      path: '/docs/multi-node.html',
      section: 'Deployments',
      title: 'Multi-Node',
      body: s(
        'torchrun',
        'torchrun',
        '<p>Launch one torchrun per node with <code>--nnodes</code> and a shared rendezvous endpoint.</p>',
      ),
    },
    {
      path: '/docs/config-reference.html',
      section: 'Reference',
      title: 'Config Reference',
      description: 'All configuration options',
      body: axolotlConfigReference(),
    },
    {
      path: '/docs/api/index.html',
      section: 'API Reference',
      title: 'API Reference',
      body: s(
        'cli',
        'CLI',
        '<p><a href="cli.main.html">cli.main</a> and <a href="core.trainer_builder.html">core.trainer_builder</a>.</p>',
      ),
    },
    {
      path: '/docs/api/cli.main.html',
      section: 'API Reference',
      title: 'cli.main',
      body: s(
        'axolotl.cli.main',
        'cli.main',
        '<p>Click-based CLI entry point: <code>axolotl train</code>, <code>axolotl inference</code>, <code>axolotl merge-lora</code>.</p>',
      ),
    },
    {
      path: '/docs/api/core.trainer_builder.html',
      section: 'API Reference',
      title: 'core.trainer_builder',
      body: s(
        'axolotl.core.trainer_builder',
        'core.trainer_builder',
        '<p><code>HFCausalTrainerBuilder</code> builds the Hugging Face trainer from the validated config.</p>',
      ),
    },
  ];
}

/** Non-doc pages Quarto rendered from repo-wide Markdown and put in the sitemap. */
export const axolotlJunk = [
  '/src/axolotl/integrations/LICENSE.html',
  '/src/axolotl/integrations/cut_cross_entropy/ACKNOWLEDGEMENTS.html',
  '/src/axolotl/integrations/cut_cross_entropy/README.html',
  '/src/axolotl/integrations/liger/README.html',
  '/src/axolotl/integrations/kd/README.html',
  '/tests/integrations/kernels/bench_lora_results.html',
  '/tests/integrations/kernels/bench_geglu_results.html',
  '/tests/integrations/kernels/bench_swiglu_results.html',
  '/tests/e2e/README.html',
];

/** Also in the sitemap and not docs, but not obvious junk either: neither expected nor forbidden. */
export const axolotlOther = [
  '/FAQS.html',
  '/TODO.html',
  '/examples/colab-notebooks/colab-axolotl-example.html',
  '/examples/llama-3/README.html',
  '/examples/qwen3/README.html',
  '/examples/mistral/README.html',
  '/.github/CONTRIBUTING.html',
];

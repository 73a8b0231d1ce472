import { codeBlock, section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';

export interface TorchtunePage {
  docname: string;
  title: string;
  body: string;
  toc?: Array<[id: string, title: string]>;
}

/** An autosummary class page with its methods and a `[source]` link into `_modules/`. */
function apiPage(
  name: string,
  kind: 'class' | 'function',
  doc: string,
  methods: string[] = [],
): TorchtunePage {
  const short = name.split('.').pop()!;
  const module = name.split('.').slice(0, -1).join('/');
  const members = methods
    .map(
      (m) =>
        `<dl class="py method"><dt class="sig sig-object py" id="${name}.${m}"><span class="sig-name descname"><span class="pre">${m}</span></span><span class="sig-paren">()</span><a class="headerlink" href="#${name}.${m}" title="Permalink to this definition">¶</a></dt><dd><p>${m} of ${short}.</p></dd></dl>`,
    )
    .join('\n');
  return {
    docname: `generated/${name}`,
    title: name,
    body: section(
      name.toLowerCase().replace(/\./g, '-'),
      name,
      `<dl class="py ${kind}">\n<dt class="sig sig-object py" id="${name}"><em class="property"><span class="pre">${kind}</span> </em><span class="sig-prename descclassname"><span class="pre">${name.slice(0, -short.length)}</span></span><span class="sig-name descname"><span class="pre">${short}</span></span><span class="sig-paren">(</span><span class="sig-paren">)</span><a class="reference internal" href="../_modules/${module}.html#${short}"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#${name}" title="Permalink to this definition">¶</a></dt>\n<dd><p>${doc}</p>\n${members}</dd></dl>`,
      1,
    ),
  };
}

/** torchtune 0.6 (= stable): narrative pages plus a few autosummary API pages. */
export function torchtunePages(offsite: string): TorchtunePage[] {
  return [
    {
      docname: 'index',
      title: 'Welcome to the torchtune Documentation',
      body: section(
        'welcome-to-the-torchtune-documentation',
        'Welcome to the torchtune Documentation',
        `<p>torchtune is a PyTorch library for easily authoring, post-training, and experimenting with LLMs. Older links point at <a class="reference external" href="${offsite}/pytorch.org/torchtune/stable/overview.html">pytorch.org/torchtune</a> and <a class="reference external" href="${offsite}/docs.pytorch.org/torchtune/0.2/overview.html">docs.pytorch.org/torchtune</a>.</p>`,
        1,
      ),
    },
    {
      docname: 'overview',
      title: 'torchtune Overview',
      body: section(
        'torchtune-overview',
        'torchtune Overview',
        '<p>torchtune provides hackable training recipes built from composable modules, with no trainers and no frameworks.</p>',
        1,
      ),
    },
    {
      docname: 'install',
      title: 'Install Instructions',
      body: section(
        'install-instructions',
        'Install Instructions',
        codeBlock('bash', 'pip install torchtune'),
        1,
      ),
    },
    {
      docname: 'tutorials/lora_finetune',
      title: 'Fine-Tuning Llama2 with LoRA',
      toc: [['running-a-recipe', 'Running a recipe']],
      body: `<span id="lora-finetune-label"></span>${section('fine-tuning-llama2-with-lora', 'Fine-Tuning Llama2 with LoRA', `<p>LoRA trains small low-rank adapters instead of the full weights; <code>lora_rank</code> and <code>lora_alpha</code> set their size and scale.</p>\n${section('running-a-recipe', 'Running a recipe', `${codeBlock('bash', 'tune run lora_finetune_single_device --config llama2/7B_lora_single_device')}\n<img alt="_images/lora_diagram.png" src="../_images/lora_diagram.png" />`)}`, 1)}`,
    },
    {
      docname: 'tutorials/qlora_finetune',
      title: 'Fine-Tuning Llama2 with QLoRA',
      body: section(
        'fine-tuning-llama2-with-qlora',
        'Fine-Tuning Llama2 with QLoRA',
        '<p>QLoRA quantizes the frozen base weights to NF4 and trains LoRA adapters on top. See <a class="reference internal" href="lora_finetune.html#lora-finetune-label"><span class="std std-ref">Fine-Tuning Llama2 with LoRA</span></a>.</p>',
        1,
      ),
    },
    {
      docname: 'basics/datasets_overview',
      title: 'Datasets Overview',
      body: section(
        'datasets-overview',
        'Datasets Overview',
        '<p>Instruct, chat and preference datasets map raw samples to messages with a message transform.</p>',
        1,
      ),
    },
    {
      docname: 'deep_dives/recipe_deepdive',
      title: 'What Are Recipes?',
      body: section(
        'what-are-recipes',
        'What Are Recipes?',
        '<p>A recipe is a self-contained training script: setup, train loop and checkpointing in one file.</p>',
        1,
      ),
    },
    {
      docname: 'recipes/lora_finetune_single_device',
      title: 'LoRA Single Device Finetuning',
      body: section(
        'lora-single-device-finetuning',
        'LoRA Single Device Finetuning',
        '<p>Fits a 7B model on one 24 GB GPU with activation checkpointing and a paged optimizer.</p>',
        1,
      ),
    },
    {
      docname: 'api_ref_modules',
      title: 'torchtune.modules',
      body: section(
        'torchtune-modules',
        'torchtune.modules',
        '<table class="autosummary longtable docutils"><tbody><tr><td><p><a class="reference internal" href="generated/torchtune.modules.TransformerDecoder.html#torchtune.modules.TransformerDecoder" title="torchtune.modules.TransformerDecoder"><code class="xref py py-obj docutils literal notranslate"><span class="pre">TransformerDecoder</span></code></a></p></td><td><p>Transformer Decoder derived from the Llama2 architecture.</p></td></tr><tr><td><p><a class="reference internal" href="generated/torchtune.modules.peft.LoRALinear.html">LoRALinear</a></p></td><td><p>LoRA linear layer.</p></td></tr></tbody></table>',
        1,
      ),
    },
    apiPage(
      'torchtune.modules.TransformerDecoder',
      'class',
      'Transformer Decoder derived from the Llama2 architecture: token embeddings, a stack of layers, a final norm and an output projection.',
      ['forward', 'setup_caches'],
    ),
    apiPage(
      'torchtune.modules.peft.LoRALinear',
      'class',
      'LoRA linear layer as introduced in LoRA: Low-Rank Adaptation of Large Language Models.',
      ['adapter_params'],
    ),
    apiPage(
      'torchtune.models.llama3.llama3_8b',
      'function',
      'Builder for a Llama3 8B model initialized with the default 8B parameter values.',
    ),
  ];
}

export function torchtuneNav(root: string): NavGroup[] {
  const i = (docname: string, title: string) => ({ title, href: `${root}${docname}.html` });
  return [
    {
      caption: 'Introduction',
      items: [i('overview', 'torchtune Overview'), i('install', 'Install Instructions')],
    },
    {
      caption: 'Tutorials',
      items: [
        i('tutorials/lora_finetune', 'Fine-Tuning Llama2 with LoRA'),
        i('tutorials/qlora_finetune', 'Fine-Tuning Llama2 with QLoRA'),
      ],
    },
    { caption: 'Basics', items: [i('basics/datasets_overview', 'Datasets Overview')] },
    { caption: 'Deep-Dives', items: [i('deep_dives/recipe_deepdive', 'What Are Recipes?')] },
    {
      caption: 'Recipes',
      items: [i('recipes/lora_finetune_single_device', 'LoRA Single Device Finetuning')],
    },
    { caption: 'API Reference', items: [i('api_ref_modules', 'torchtune.modules')] },
  ];
}

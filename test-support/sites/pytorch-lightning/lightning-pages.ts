import { codeBlock, section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';

export interface LightningPage {
  docname: string;
  title: string;
  body: string;
  /** Markdown twin (new docs platform): front matter, body, and a **Navigation** block. */
  twin?: string;
}

const root = '/docs/pytorch/stable/';

/** A platform `.md` twin: YAML front matter with `canonical`, then links to the concrete version. */
function twin(
  origin: string,
  docname: string,
  title: string,
  text: string,
  children: string[] = [],
): string {
  const nav = children.map((c) => `- Child: [${c}](/docs/pytorch/2.6.6/${c}.md)`).join('\n');
  return `---\ntitle: '${title}'\ndescription: '${text.split('.')[0]}'\ncanonical: '${origin}/docs/pytorch/stable/${docname}'\n---\n\n# ${title}\n\n${text}\n\n**Navigation**\n\n- Parent: [PyTorch Lightning](/docs/pytorch/2.6.6/index.md)\n${nav}\n`;
}

/** Legacy Sphinx pages (lai_sphinx_theme, a pytorch_sphinx_theme fork), a few with `.md` twins. */
export function lightningPages(origin: string): LightningPage[] {
  return [
    {
      docname: 'index',
      title: 'Welcome to ⚡ PyTorch Lightning',
      body: section(
        'welcome',
        'Welcome to ⚡ PyTorch Lightning',
        '<p>PyTorch Lightning is the deep learning framework for professional AI researchers and machine learning engineers. Start with <a class="reference internal" href="starter/introduction.html">Lightning in 15 minutes</a>.</p>',
        1,
      ),
    },
    {
      docname: 'starter/introduction',
      title: 'Lightning in 15 minutes',
      body: section(
        'lightning-in-15-minutes',
        'Lightning in 15 minutes',
        `<p>Define a LightningModule, then fit it with the Trainer.</p>\n${codeBlock('python', 'trainer = L.Trainer(max_epochs=1)\ntrainer.fit(model, train_loader)')}`,
        1,
      ),
    },
    {
      docname: 'common/trainer',
      title: 'Trainer',
      body: section(
        'trainer',
        'Trainer',
        `<p>The Trainer automates the training loop. Use <code>accumulate_grad_batches</code> to accumulate gradients over several batches. See the <a class="reference internal" href="../api/lightning.pytorch.trainer.trainer.Trainer.html">Trainer API</a>.</p>`,
        1,
      ),
      twin: twin(
        origin,
        'common/trainer',
        'Trainer',
        'The Trainer automates the training loop. Use accumulate_grad_batches to accumulate gradients over several batches.',
        ['common/trainer/flags'],
      ),
    },
    {
      docname: 'common/lightning_module',
      title: 'LightningModule',
      body: section(
        'lightningmodule',
        'LightningModule',
        '<p>A LightningModule organizes PyTorch code into training_step, validation_step and configure_optimizers.</p>',
        1,
      ),
      twin: twin(
        origin,
        'common/lightning_module',
        'LightningModule',
        'A LightningModule organizes PyTorch code into training_step, validation_step and configure_optimizers.',
      ),
    },
    {
      docname: 'accelerators/gpu',
      title: 'GPU training (Basic)',
      body: section(
        'gpu-training-basic',
        'GPU training (Basic)',
        '<p>Pass <code>accelerator="gpu", devices=4</code> to train on four GPUs with DDP.</p>',
        1,
      ),
    },
    {
      docname: 'advanced/model_parallel/fsdp',
      title: 'Train models with billions of parameters using FSDP',
      body: section(
        'fsdp',
        'Train models with billions of parameters using FSDP',
        '<p>Use <code>FSDPStrategy</code> with a sharding strategy to split parameters, gradients and optimizer state across GPUs.</p>\n<img alt="FSDP" src="../../_images/fsdp.png" />',
        1,
      ),
      twin: twin(
        origin,
        'advanced/model_parallel/fsdp',
        'Train models with billions of parameters using FSDP',
        'Use FSDPStrategy with a sharding strategy to split parameters, gradients and optimizer state across GPUs.',
      ),
    },
    {
      docname: 'api/lightning.pytorch.trainer.trainer.Trainer',
      title: 'Trainer API',
      body: section(
        'trainer-api',
        'Trainer',
        `<dl class="py class"><dt class="sig sig-object py" id="lightning.pytorch.trainer.trainer.Trainer"><span class="sig-prename descclassname"><span class="pre">lightning.pytorch.trainer.trainer.</span></span><span class="sig-name descname"><span class="pre">Trainer</span></span><a class="reference internal" href="../_modules/lightning/pytorch/trainer/trainer.html#Trainer"><span class="viewcode-link">[source]</span></a></dt><dd><p>Customize every aspect of training via flags.</p></dd></dl>`,
        1,
      ),
    },
    {
      docname: 'tutorials',
      title: 'PyTorch Lightning Tutorials',
      body: section(
        'tutorials',
        'PyTorch Lightning Tutorials',
        '<p>Notebook tutorials: from MNIST to transformers.</p>',
        1,
      ),
      // A broken glob link seen in a real twin.
      twin: `${twin(origin, 'tutorials', 'PyTorch Lightning Tutorials', 'Notebook tutorials: from MNIST to transformers.')}- [*](/docs/pytorch/2.6.6/notebooks/**/*.md)\n`,
    },
  ];
}

export const lightningNav: NavGroup[] = [
  {
    caption: 'Get Started',
    items: [{ title: 'Lightning in 15 minutes', href: `${root}starter/introduction.html` }],
  },
  {
    caption: 'Core API',
    items: [
      { title: 'LightningModule', href: `${root}common/lightning_module.html` },
      { title: 'Trainer', href: `${root}common/trainer.html` },
    ],
  },
  {
    caption: 'Hardware',
    items: [
      { title: 'GPU training (Basic)', href: `${root}accelerators/gpu.html` },
      { title: 'FSDP', href: `${root}advanced/model_parallel/fsdp.html` },
    ],
  },
  {
    caption: 'API Reference',
    items: [
      { title: 'Trainer', href: `${root}api/lightning.pytorch.trainer.trainer.Trainer.html` },
    ],
  },
  {
    caption: 'Tutorials',
    items: [{ title: 'PyTorch Lightning Tutorials', href: `${root}tutorials.html` }],
  },
];

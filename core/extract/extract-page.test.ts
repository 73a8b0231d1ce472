import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

interface FixtureCase {
  file: string;
  url: string;
  generator: string;
  selectedBy: string;
  title: string;
  /** [anchor, heading, level] of every section, in order. */
  sections: Array<[string, string, number]>;
  /** Chrome text that must appear neither in the html nor in any section. */
  chrome: string[];
  /** Markup that must survive: code-block language hints, tables, admonitions. */
  kept: string[];
  link: string;
  image?: string;
  /** Navigation links outside the content that crawl discovery must still see. */
  discovered: string[];
  canonicalUrl?: string;
}

const CASES: FixtureCase[] = [
  {
    file: 'sphinx-classic.html',
    url: 'https://docs.shelf.example/2.4/library/shelfutil.html',
    generator: 'sphinx',
    selectedBy: 'div.body[role="main"]',
    title: 'shelfutil — Shelf utilities',
    sections: [
      ['module-shelfutil', 'shelfutil — Shelf utilities', 1],
      ['functions', 'Functions', 2],
      // A Sphinx API entry is a section of its own, one level below its heading.
      ['shelfutil.stack', 'shelfutil.stack', 3],
      ['shelf-sizes', 'Shelf sizes', 2],
    ],
    chrome: [
      'Navigation',
      'Next topic',
      'Show Source',
      'Quick search',
      'Copyright',
      'Report a Bug',
    ],
    kept: ['class="highlight-python3', '<table', 'id="shelfutil.stack"'],
    link: 'https://docs.shelf.example/2.4/library/shelfio.html#module-shelfio',
    image: 'https://docs.shelf.example/2.4/_images/shelf.png',
    discovered: [
      'https://docs.shelf.example/2.4/contents.html',
      'https://docs.shelf.example/2.4/genindex.html',
    ],
    canonicalUrl: 'https://docs.shelf.example/2.4/library/shelfutil.html',
  },
  {
    file: 'sphinx-rtd.html',
    url: 'https://rocket.readthedocs.io/en/latest/guide/getting-started.html',
    generator: 'sphinx',
    selectedBy: 'div[itemprop="articleBody"]',
    title: 'Getting Started',
    sections: [
      ['getting-started', 'Getting Started', 1],
      ['installation', 'Installation', 2],
      ['first-launch', 'First launch', 2],
    ],
    chrome: [
      'Edit on GitHub',
      'Search docs',
      'Read the Docs',
      'Next',
      'Copyright',
      'Engine API',
      'v: latest',
    ],
    kept: ['class="highlight-bash', '<table', 'class="admonition note"', '<figcaption>'],
    link: 'https://rocket.readthedocs.io/en/latest/guide/configuration.html#python-versions',
    image: 'https://rocket.readthedocs.io/en/latest/_images/launch.svg',
    discovered: ['https://rocket.readthedocs.io/en/latest/api/engine.html'],
    canonicalUrl: 'https://rocket.readthedocs.io/en/latest/guide/getting-started.html',
  },
  {
    file: 'sphinx-pydata.html',
    url: 'https://docs.nvidia.com/megatron-bridge/latest/apidocs/core/core.parallel.tensor.html',
    generator: 'sphinx',
    selectedBy: 'article.bd-article',
    title: 'core.parallel.tensor',
    sections: [
      ['module-core.parallel.tensor', 'core.parallel.tensor', 1],
      ['classes', 'Classes', 2],
      ['core.parallel.tensor.ColumnParallelLinear', 'core.parallel.tensor.ColumnParallelLinear', 3],
      ['ranks-and-shards', 'Ranks and shards', 2],
    ],
    chrome: [
      'Skip to main content',
      'Ctrl',
      'country_code',
      'Section Navigation',
      'core.optimizer',
      'On this page',
      'Copyright',
      '[source]',
      'Copy to clipboard',
      'previous',
      'Back to top',
    ],
    kept: ['class="highlight-python', '<table', 'id="core.parallel.tensor.ColumnParallelLinear"'],
    link: 'https://docs.nvidia.com/megatron-bridge/latest/apidocs/core/core.distributed.html',
    discovered: [
      'https://docs.nvidia.com/megatron-bridge/latest/apidocs/core/core.utils.html',
      'https://docs.nvidia.com/megatron-bridge/latest/apidocs/core/core.tensor_parallel.mappings.sub8.html',
    ],
  },
  {
    file: 'sphinx-pytorch.html',
    url: 'https://meta-pytorch.org/torchtune/0.6/lora_finetune.html',
    generator: 'sphinx',
    selectedBy: 'article#pytorch-article',
    title: 'Fine-Tuning with LoRA',
    sections: [
      ['fine-tuning-with-lora', 'Fine-Tuning with LoRA', 1],
      ['running-a-recipe', 'Running a recipe', 2],
    ],
    chrome: [
      'Get Started',
      'Shortcuts',
      'Table of Contents',
      'Search Docs',
      'QLoRA',
      'Copyright',
      'View Docs',
    ],
    kept: ['class="highlight-bash', '<table'],
    link: 'https://arxiv.org/abs/2106.09685',
    image: 'https://meta-pytorch.org/torchtune/0.6/_images/lora_diagram.png',
    discovered: ['https://meta-pytorch.org/torchtune/0.6/overview.html'],
  },
  {
    file: 'sphinx-furo.html',
    url: 'https://llamafactory.readthedocs.io/en/latest/getting_started/installation.html',
    generator: 'sphinx',
    selectedBy: 'article[role="main"]',
    title: 'Installation',
    sections: [
      ['installation', 'Installation', 1],
      ['from-source', 'From source', 2],
    ],
    chrome: [
      'Skip to content',
      'Back to top',
      'Edit this page',
      'Toggle',
      'Hide navigation sidebar',
      'On this page',
      'Supervised Fine-Tuning',
      'Made with',
      'Contents',
    ],
    kept: ['class="highlight-bash', '<table', 'class="admonition tip"'],
    link: 'https://llamafactory.readthedocs.io/en/latest/getting_started/data_preparation.html',
    discovered: ['https://llamafactory.readthedocs.io/en/latest/getting_started/sft.html'],
  },
  {
    file: 'mkdocs-material.html',
    url: 'https://trainer.example.dev/guide/configuration/',
    generator: 'mkdocs',
    selectedBy: 'article.md-content__inner',
    title: 'Configuration',
    sections: [
      ['configuration', 'Configuration', 1],
      ['yaml-files', 'YAML files', 2],
    ],
    chrome: [
      'Skip to content',
      'Trainer 3.0 is out',
      'Table of contents',
      'Last updated',
      'Back to top',
      'Previous',
      'Material for MkDocs',
      'Installation',
      '/edit/main/',
      '__codelineno',
    ],
    kept: ['class="language-yaml highlight"', '<table', 'class="admonition warning"'],
    link: 'https://trainer.example.dev/guide/recipes/#presets',
    image: 'https://trainer.example.dev/img/config-flow.png',
    discovered: ['https://trainer.example.dev/guide/installation/'],
    canonicalUrl: 'https://trainer.example.dev/guide/configuration/',
  },
  {
    file: 'docusaurus.html',
    url: 'https://colossalai.org/docs/features/zero',
    generator: 'docusaurus',
    selectedBy: 'article div.theme-doc-markdown',
    title: 'Zero Redundancy Optimizer',
    sections: [
      ['zero-redundancy-optimizer', 'Zero Redundancy Optimizer', 1],
      ['usage', 'Usage', 2],
      ['memory-table', 'Memory table', 3],
    ],
    chrome: [
      'Skip to main content',
      'Colossal-AI 0.4 released',
      'On this page',
      'Edit this page',
      'Copy',
      'Previous',
      'Setup',
      'Copyright',
      'Features',
      'hash-link',
    ],
    kept: ['language-python', '<table', 'theme-admonition-tip'],
    link: 'https://colossalai.org/docs/features/gradient_accumulation',
    image: 'https://s2.loli.net/2022/01/28/zero.png',
    discovered: ['https://colossalai.org/docs/get_started/installation'],
    canonicalUrl: 'https://colossalai.org/docs/features/zero',
  },
  {
    file: 'quarto.html',
    url: 'https://docs.axolotl.ai/docs/multi-gpu.html',
    generator: 'quarto',
    selectedBy: 'main#quarto-document-content',
    title: 'Multi-GPU',
    sections: [
      ['multi-gpu', 'Multi-GPU', 1],
      ['overview', 'Overview', 2],
      ['zero-stages', 'ZeRO stages', 3],
    ],
    chrome: [
      'On this page',
      'Edit this page',
      'Report an issue',
      'Copy to Clipboard',
      'Installation',
      'Deployments',
      'Copyright',
      'toggleBodyColorMode',
      'cli.main',
      '#cb1-1',
    ],
    kept: ['class="sourceCode bash', '<table', 'callout-note'],
    link: 'https://docs.axolotl.ai/docs/config-reference.html#deepspeed',
    image: 'https://docs.axolotl.ai/images/fsdp.png',
    discovered: ['https://docs.axolotl.ai/docs/api/cli.main.html'],
  },
  {
    file: 'jekyll-minimal-mistakes.html',
    url: 'https://www.deepspeed.ai/getting-started/',
    generator: 'jekyll',
    selectedBy: 'section.page__content',
    title: 'Getting Started',
    sections: [
      ['page-title', 'Getting Started', 1],
      ['installation', 'Installation', 2],
      ['writing-deepspeed-models', 'Writing DeepSpeed Models', 2],
    ],
    chrome: [
      'Contents',
      'toc__menu',
      'Skip to',
      'Toggle Menu',
      'Training',
      'Updated:',
      'Share on',
      'Twitter',
      'Previous',
      'Powered by',
    ],
    kept: ['class="language-bash highlighter-rouge"', '<table', 'notice--info'],
    link: 'https://www.deepspeed.ai/tutorials/advanced-install/',
    image: 'https://www.deepspeed.ai/assets/images/zero.png',
    discovered: ['https://www.deepspeed.ai/training/', 'https://www.deepspeed.ai/tutorials/zero/'],
    canonicalUrl: 'https://www.deepspeed.ai/getting-started/',
  },
  {
    file: 'gitbook.html',
    url: 'https://unsloth.ai/docs/get-started/fine-tuning-guide',
    generator: 'gitbook',
    selectedBy: 'main [data-content-ref-root]',
    title: 'Fine-tuning Guide',
    sections: [
      ['fine-tuning-guide', 'Fine-tuning Guide', 1],
      ['choose-a-model', 'Choose a model', 2],
      ['train', 'Train', 2],
    ],
    chrome: [
      'For the complete documentation index',
      'llms.txt',
      'Ask AI',
      'Copy',
      'Previous',
      'Last updated',
      'Was this helpful',
      'On this page',
      'Powered by GitBook',
      'Get Started',
      'Search...',
    ],
    kept: ['<pre', 'trainer.train()', '<table', 'hint-info'],
    link: 'https://unsloth.ai/docs/basics/datasets-guide',
    image:
      'https://unsloth.ai/docs/~gitbook/image?url=https%3A%2F%2F3215535692-files.gitbook.io%2Floss.png&width=768',
    discovered: ['https://unsloth.ai/docs/get-started/installation'],
    canonicalUrl: 'https://unsloth.ai/docs/get-started/fine-tuning-guide',
  },
  {
    file: 'generic-readability.html',
    url: 'https://batchkit.example.org/handbook/scheduler.html',
    generator: 'generic',
    selectedBy: 'readability',
    title: 'Tuning the Scheduler',
    sections: [
      ['', '', 0],
      ['the-fairness-window', 'The fairness window', 2],
    ],
    chrome: [
      'Sponsored',
      'Acme Hosting',
      'Log in to comment',
      'Imprint',
      'Chapters',
      'Contact',
      'Posted in',
    ],
    kept: ['class="language-toml"', '<table'],
    link: 'https://batchkit.example.org/handbook/queues.html',
    image: 'https://batchkit.example.org/handbook/img/window.png',
    discovered: ['https://batchkit.example.org/handbook/workers.html'],
  },
];

function fixture(file: string): string {
  return readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8');
}

describe('extractPage on generator fixtures', () => {
  describe.each(CASES)('$file', (c) => {
    const page = extractPage({ url: c.url, html: fixture(c.file) });
    const allText = page.sections.map((s) => `${s.heading} ${s.text}`).join('\n');

    it('detects the generator and selects the content', () => {
      expect(page.generator).toBe(c.generator);
      expect(page.selectedBy).toBe(c.selectedBy);
      expect(page.title).toBe(c.title);
      expect(page.canonicalUrl).toBe(c.canonicalUrl);
    });

    it('splits sections at headings, with anchors that exist in the html', () => {
      expect(page.sections.map((s) => [s.anchor, s.heading, s.level])).toEqual(c.sections);
      for (const { anchor } of page.sections.filter((s) => s.level > 0)) {
        expect(page.html).toContain(`id="${anchor}"`);
      }
      expect(page.sections.every((s) => s.text === s.text.replace(/\s+/g, ' ').trim())).toBe(true);
    });

    it('drops the chrome', () => {
      for (const chrome of c.chrome) {
        expect(page.html, chrome).not.toContain(chrome);
        expect(allText, chrome).not.toContain(chrome);
      }
      expect(page.html).not.toMatch(/¶|<nav|<script|<button|<form|<svg|<input|style=/);
      expect(allText).not.toMatch(/¶/);
    });

    it('keeps code, tables and their hints', () => {
      for (const kept of c.kept) expect(page.html).toContain(kept);
    });

    it('makes content links and images absolute', () => {
      expect(page.links).toContain(c.link);
      if (c.image !== undefined) expect(page.images).toEqual([c.image]);
      for (const url of [...page.links, ...page.images]) expect(url).toMatch(/^https?:\/\//);
      expect(page.html).not.toMatch(/(href|src)="(?!https?:\/\/)/);
    });

    it('discovers navigation links from the whole page', () => {
      for (const url of c.discovered) expect(page.discoveredLinks).toContain(url);
      expect(new Set(page.discoveredLinks).size).toBe(page.discoveredLinks.length);
    });
  });

  it('sees every entry of a huge API sidebar for discovery, none in the content', () => {
    const page = extractPage({ url: CASES[2]!.url, html: fixture('sphinx-pydata.html') });
    expect(page.discoveredLinks.length).toBeGreaterThan(300);
    expect(page.links).toHaveLength(2);
  });

  it('drops tracking pixels from content images', () => {
    for (const file of ['mkdocs-material.html', 'docusaurus.html']) {
      const page = extractPage({ url: 'https://docs.example.org/a/b/', html: fixture(file) });
      expect(page.images.join(' ')).not.toMatch(/scarf|beacon/);
    }
  });
});

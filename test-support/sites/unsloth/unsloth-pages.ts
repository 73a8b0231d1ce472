/** One GitBook page: its Markdown (what the `.md` twin carries) and a short HTML rendering. */
export interface GitbookDoc {
  /** Path under the origin, e.g. `/docs/get-started/installation` (the root page is `/docs`). */
  path: string;
  group: string;
  title: string;
  description: string;
  markdown: string;
  html: string;
}

/**
 * English pages of the Unsloth space. The Markdown keeps GitBook's Liquid-style blocks
 * (`{% hint %}`, `{% columns %}`), a cards table, and `/pages/<id>` links that do not resolve on
 * their own; the image is on GitBook's file CDN.
 */
export function unslothPages(o: string, image: string): GitbookDoc[] {
  return [
    {
      path: '/docs',
      group: 'Get Started',
      title: 'Unsloth Docs',
      description:
        'Train your own model with Unsloth, an open-source framework for LLM fine-tuning and reinforcement learning.',
      markdown: `Unsloth makes fine-tuning 2x faster with 70% less VRAM.\n\n<table data-view="cards"><thead><tr><th></th><th data-type="content-ref"></th></tr></thead><tbody><tr><td><strong>Installation</strong></td><td><a href="get-started/installation">installation</a></td></tr><tr><td><strong>Fine-tuning Guide</strong></td><td><a href="get-started/fine-tuning-guide">fine-tuning-guide</a></td></tr></tbody></table>\n\nShared from a profile: [Unsloth](${o}/docs?trk=public_profile__posts-text).\n`,
      html: `<p>Unsloth makes fine-tuning 2x faster with 70% less VRAM.</p><p><a href="${o}/docs/get-started/installation">Installation</a> · <a href="${o}/docs/get-started/fine-tuning-guide">Fine-tuning Guide</a></p><p>Shared from a profile: <a href="${o}/docs?trk=public_profile__posts-text">Unsloth</a></p>`,
    },
    {
      path: '/docs/get-started/installation',
      group: 'Get Started',
      title: 'Installation',
      description: 'Install Unsloth on Linux, Windows or in Docker.',
      markdown: `## Pip\n\n\`\`\`bash\npip install unsloth\n\`\`\`\n\n{% hint style="warning" %}\nPython 3.13 is not supported yet; use 3.10 to 3.12.\n{% endhint %}\n`,
      html: '<h2 id="pip">Pip</h2><pre><code>pip install unsloth</code></pre><div class="hint hint-warning"><p>Python 3.13 is not supported yet; use 3.10 to 3.12.</p></div>',
    },
    {
      path: '/docs/get-started/fine-tuning-guide',
      group: 'Get Started',
      title: 'Fine-tuning Guide',
      description: 'Learn how to fine-tune an LLM.',
      markdown: `Fine-tuning adapts a pretrained model to your data. Start with the [datasets guide](${o}/docs/basics/datasets-guide).\n\n{% columns %}\n{% column %}\nPick a 4-bit model to save memory.\n{% endcolumn %}\n\n{% column %}\nTrain with SFTTrainer.\n{% endcolumn %}\n{% endcolumns %}\n\n![Training loss](${image})\n\nSee also [the RL guide](${o}/docs/pages/Hx7Lr2Qp).\n`,
      html: `<p>Fine-tuning adapts a pretrained model to your data. Start with the <a href="${o}/docs/basics/datasets-guide">datasets guide</a>.</p><p>Pick a 4-bit model to save memory.</p><p>Train with SFTTrainer.</p><picture><img alt="Training loss" src="${o}/docs/~gitbook/image?url=${encodeURIComponent(image)}&amp;width=768"/></picture>`,
    },
    {
      path: '/docs/get-started/fine-tuning-guide/lora-hyperparameters-guide',
      group: 'Get Started',
      title: 'LoRA Hyperparameters Guide',
      description: 'Choosing rank, alpha and learning rate.',
      markdown:
        '| Hyperparameter | Recommended |\n| --- | --- |\n| LoRA rank `r` | 16 or 32 |\n| LoRA alpha | equal to the rank |\n\nA higher rank adds capacity; alpha scales the update.\n',
      html: '<table><tr><th>Hyperparameter</th><th>Recommended</th></tr><tr><td>LoRA rank r</td><td>16 or 32</td></tr><tr><td>LoRA alpha</td><td>equal to the rank</td></tr></table><p>A higher rank adds capacity; alpha scales the update.</p>',
    },
    {
      path: '/docs/basics/datasets-guide',
      group: 'Basics',
      title: 'Datasets Guide',
      description: 'Formatting data for fine-tuning.',
      markdown:
        'Use a chat template and `standardize_sharegpt` to normalise ShareGPT-style conversations.\n',
      html: '<p>Use a chat template and <code>standardize_sharegpt</code> to normalise ShareGPT-style conversations.</p>',
    },
    {
      path: '/docs/basics/reinforcement-learning-rl-guide',
      group: 'Basics',
      title: 'Reinforcement Learning (RL) Guide',
      description: 'GRPO with Unsloth.',
      markdown:
        '{% hint style="info" %}\nGRPO needs reward functions that score each completion.\n{% endhint %}\n\nUnsloth runs GRPO with vLLM fast inference in the same process.\n',
      html: '<div class="hint hint-info"><p>GRPO needs reward functions that score each completion.</p></div><p>Unsloth runs GRPO with vLLM fast inference in the same process.</p>',
    },
    {
      path: '/docs/basics/unsloth-dynamic-2.0-ggufs',
      group: 'Basics',
      title: 'Unsloth Dynamic 2.0 GGUFs',
      description: 'Dynamic quantization.',
      markdown:
        'Dynamic 2.0 quantizes each layer with its own bit width, chosen by calibration, to keep KL divergence low.\n',
      html: '<p>Dynamic 2.0 quantizes each layer with its own bit width, chosen by calibration, to keep KL divergence low.</p>',
    },
    {
      path: '/docs/models/gpt-oss-how-to-run-and-fine-tune',
      group: 'Models',
      title: 'gpt-oss: How to Run & Fine-tune',
      description: 'Run and fine-tune OpenAI gpt-oss.',
      markdown:
        'gpt-oss-20b fine-tunes in 14 GB of VRAM with Unsloth; use the MXFP4 checkpoint for inference.\n',
      html: '<p>gpt-oss-20b fine-tunes in 14 GB of VRAM with Unsloth; use the MXFP4 checkpoint for inference.</p>',
    },
  ];
}

/** A page published but hidden from navigation: only llms-full.txt carries it (GitBook's rule). */
export const hiddenPage = { title: 'Benchmarks (internal)', markdown: 'Hidden benchmark notes.\n' };

/** Translated variants with translated slugs: opt-in languages only. */
export const unslothTranslations: Array<[path: string, title: string, text: string]> = [
  ['/docs/de', 'Unsloth Dokumentation', 'Trainiere dein eigenes Modell mit Unsloth.'],
  ['/docs/de/erste-schritte/installation', 'Installation', 'Installiere Unsloth mit pip.'],
  ['/docs/jp', 'Unsloth ドキュメント', 'Unsloth で独自のモデルを学習します。'],
  ['/docs/jp/ji-chu/api', 'API', 'Unsloth の API。'],
  ['/docs/zh/kai-shi', '开始', '使用 Unsloth 训练你自己的模型。'],
];

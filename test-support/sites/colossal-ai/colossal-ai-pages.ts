import { docusaurusCode, docusaurusHeading } from '../themes/docusaurus-page.ts';

export interface ColossalPage {
  /** `docs/<section>/<page>`, served as `/<slug>/index.html` (and `/zh-Hans/<slug>/`). */
  slug: string;
  category: string;
  title: string;
  zhTitle: string;
  body: string;
  toc?: Array<[id: string, title: string]>;
}

/** The doc pages, by sidebar category. */
export function colossalPages(cdn: string, offsite: string): ColossalPage[] {
  return [
    {
      slug: 'docs/get_started/installation',
      category: 'Get started',
      title: 'Setup',
      zhTitle: '安装',
      body: `<p>Install Colossal-AI from PyPI.</p>${docusaurusCode('shell', 'pip install colossalai')}<p>Then <a href="/docs/get_started/run_demo">run a demo</a>.</p>`,
    },
    {
      slug: 'docs/get_started/run_demo',
      category: 'Get started',
      title: 'Quick Demo',
      zhTitle: '快速演示',
      body: '<p>Run the GPT-2 demo with <code>colossalai run --nproc_per_node 4 train.py</code>.</p>',
    },
    {
      slug: 'docs/concepts/distributed_training',
      category: 'Concepts',
      title: 'Distributed Training',
      zhTitle: '分布式训练',
      body: '<p>Distributed training splits the workload across devices connected by a network.</p>',
    },
    {
      slug: 'docs/concepts/paradigms_of_parallelism',
      category: 'Concepts',
      title: 'Paradigms of Parallelism',
      zhTitle: '并行技术',
      toc: [
        ['data-parallel', 'Data Parallel'],
        ['tensor-parallel', 'Tensor Parallel'],
      ],
      body: `${docusaurusHeading(2, 'data-parallel', 'Data Parallel')}<p>Each replica processes a different slice of the batch.</p>${docusaurusHeading(2, 'tensor-parallel', 'Tensor Parallel')}<p>1D, 2D, 2.5D and 3D tensor parallelism split matrix multiplications over a device mesh.</p>`,
    },
    {
      slug: 'docs/basics/booster_api',
      category: 'Basics',
      title: 'Booster API',
      zhTitle: 'Booster API',
      body: `<p>The Booster wraps model, optimizer and dataloader with a plugin such as <code>HybridParallelPlugin</code>.</p>${docusaurusCode('python', 'booster = Booster(plugin=GeminiPlugin())\nmodel, optimizer, *_ = booster.boost(model, optimizer)')}`,
    },
    {
      slug: 'docs/features/zero_with_chunk',
      category: 'Features',
      title: 'Zero Redundancy Optimizer with chunk-based memory management',
      zhTitle: '基于Chunk内存管理的零冗余优化器',
      toc: [['usage', 'Usage']],
      body: `<p>Gemini manages parameters in chunks and moves them between CPU and GPU on demand. See the <a href="/docs/features/gradient_accumulation">gradient accumulation guide</a>.</p>${docusaurusHeading(2, 'usage', 'Usage')}<div class="theme-admonition theme-admonition-tip alert alert--success"><div class="admonitionHeading_tbUL">tip</div><div class="admonitionContent_S0QG"><p>Set <code>placement_policy="auto"</code> to let Gemini choose.</p></div></div><p><img loading="lazy" alt="chunk diagram" src="${cdn}/2023/01/12/chunk-gemini.png" class="img_ev3q"></p>`,
    },
    {
      slug: 'docs/features/gradient_accumulation',
      category: 'Features',
      title: 'Gradient Accumulation',
      zhTitle: '梯度累积',
      body: '<p>Accumulate gradients over several steps with <code>booster.no_sync()</code> to simulate a larger batch.</p>',
    },
    {
      slug: 'docs/features/mixed_precision_training',
      category: 'Features',
      title: 'Auto Mixed Precision Training',
      zhTitle: '自动混合精度训练',
      body: '<p>Set <code>mixed_precision="fp16"</code> on the plugin for AMP with dynamic loss scaling.</p>',
    },
    {
      slug: 'docs/advanced_tutorials/train_gpt_using_hybrid_parallelism',
      category: 'Advanced Tutorials',
      title: 'Fine-tune GPT-2 Using Hybrid Parallelism',
      zhTitle: '使用混合并行训练 GPT-2',
      body: `<p>Combine pipeline and tensor parallelism for GPT-2. Example code lives in <a href="${offsite}/github.com/hpcaitech/ColossalAI/tree/main/examples/language/gpt">the examples folder</a>.</p><p><img alt="hybrid" src="/assets/images/hybrid-parallel-5f3c.png"></p>`,
    },
    {
      slug: 'docs/Colossal-Auto/get_started/introduction',
      category: 'Colossal-Auto',
      title: 'Introduction',
      zhTitle: '介绍',
      body: '<p>Colossal-Auto searches a parallelization plan automatically from the computation graph.</p>',
    },
  ];
}

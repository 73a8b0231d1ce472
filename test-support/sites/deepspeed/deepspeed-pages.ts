export interface JekyllPage {
  path: string;
  title: string;
  description: string;
  body: string;
  toc?: Array<[id: string, title: string]>;
  updated?: string;
}

const code = (lang: string, text: string) =>
  `<div class="language-${lang} highlighter-rouge"><div class="highlight"><pre class="highlight"><code>${text}\n</code></pre></div></div>`;

/** The site's pages: `_pages` and tutorials, all directory URLs (`permalink: /:collection/:path/`). */
export function deepspeedPages(apiUrl: string): JekyllPage[] {
  return [
    {
      path: '/',
      title: 'Latest News',
      description: 'DeepSpeed home',
      body: `<p>DeepSpeed is a deep learning optimization library that makes distributed training easy, efficient, and effective.</p>\n<ul><li><a href="/2023/04/24/deepspeed-chat.html">DeepSpeed Chat: RLHF training at scale</a></li><li><a href="/2021/03/07/zero3-offload.html">ZeRO-3 Offload</a></li></ul>\n<p>New users: <a href="/getting-started/">getting started</a>.</p>`,
    },
    {
      path: '/getting-started/',
      title: 'Getting Started',
      description: 'Installation',
      updated: '2026-06-10',
      toc: [
        ['installation', 'Installation'],
        ['writing-deepspeed-models', 'Writing DeepSpeed Models'],
      ],
      body: `<h2 id="installation">Installation</h2>\n<ul><li>Install DeepSpeed with pip: <code class="language-plaintext highlighter-rouge">pip install deepspeed</code></li><li>See the <a href="/tutorials/advanced-install/">advanced install</a> tutorial.</li></ul>\n${code('bash', 'deepspeed --num_gpus=2 train.py --deepspeed_config ds_config.json')}\n<h2 id="writing-deepspeed-models">Writing DeepSpeed Models</h2>\n<p class="notice--info">Models are wrapped by <code>deepspeed.initialize</code>, documented in the <a href="${apiUrl}initialize.html">API reference</a>.</p>\n<p><img src="/assets/images/zero.png" alt="ZeRO" /></p>`,
    },
    {
      path: '/training/',
      title: 'Training Overview and Features',
      description: 'Training',
      toc: [['overview', 'Overview']],
      body: `<h2 id="overview">Overview</h2>\n<p>DeepSpeed trains models with trillions of parameters using ZeRO, 3D parallelism and the <a href="/docs/config-json/#fp16-training-options">FP16 options</a>.</p>`,
    },
    {
      path: '/inference/',
      title: 'Inference Overview and Features',
      description: 'Inference',
      body: '<p>DeepSpeed-Inference uses tensor slicing and optimized CUDA kernels for low-latency serving.</p>',
    },
    {
      path: '/tutorials/',
      title: 'Tutorials',
      description: 'All tutorials',
      body: '<ul><li><a href="/tutorials/zero/">Zero Redundancy Optimizer</a></li><li><a href="/tutorials/zero-offload/">ZeRO-Offload</a></li><li><a href="/tutorials/pipeline/">Pipeline Parallelism</a></li><li><a href="/tutorials/advanced-install/">Installation Details</a></li></ul>',
    },
    {
      path: '/tutorials/zero/',
      title: 'Zero Redundancy Optimizer',
      description: 'ZeRO tutorial',
      updated: '2026-05-02',
      toc: [
        ['zero-overview', 'ZeRO Overview'],
        ['training-environment', 'Training environment'],
      ],
      body: `<h2 id="zero-overview">ZeRO Overview</h2>\n<p>Stage 1 partitions optimizer states, stage 2 adds gradients, and stage 3 partitions the model parameters across data-parallel processes.</p>\n<h2 id="training-environment">Training environment</h2>\n${code('json', '{ "zero_optimization": { "stage": 3 } }')}\n<p>All options are in the <a href="/docs/config-json/#zero-optimizations-for-fp16-training">ds_config reference</a>.</p>`,
    },
    {
      path: '/tutorials/zero-offload/',
      title: 'ZeRO-Offload',
      description: 'Offload tutorial',
      body: '<p>ZeRO-Offload moves optimizer states and computation to the CPU, training 10B-parameter models on a single GPU.</p>',
    },
    {
      path: '/tutorials/pipeline/',
      title: 'Pipeline Parallelism',
      description: 'Pipeline tutorial',
      toc: [['layer-specs', 'Layer specs']],
      body: `<p>Express the model as a <code>PipelineModule</code> built from a list of layers.</p>\n<h2 id="layer-specs">Layer specs</h2>\n<p><code>LayerSpec</code> delays building each layer until its pipeline stage is known.</p>\n<p><img src="/assets/images/pipe-schedule.png" alt="1F1B schedule" /></p>`,
    },
    {
      path: '/tutorials/advanced-install/',
      title: 'Installation Details',
      description: 'Building ops',
      body: `<p>Set <code>DS_BUILD_OPS=1</code> to pre-compile the C++/CUDA ops at install time.</p>\n${code('bash', 'DS_BUILD_OPS=1 pip install deepspeed')}`,
    },
    {
      path: '/docs/config-json/',
      title: 'DeepSpeed Configuration JSON',
      description: 'ds_config reference',
      toc: [
        ['batch-size-related-parameters', 'Batch Size Related Parameters'],
        ['fp16-training-options', 'FP16 training options'],
        ['zero-optimizations-for-fp16-training', 'ZeRO Optimizations for FP16 Training'],
      ],
      body: `<h3 id="batch-size-related-parameters">Batch Size Related Parameters</h3>\n<p><strong><em>train_batch_size</em></strong> equals micro batch times gradient accumulation steps times the number of GPUs.</p>\n<h3 id="fp16-training-options">FP16 training options</h3>\n<p><strong><em>loss_scale_window</em></strong>: the window over which to raise or lower the dynamic loss scale.</p>\n<h3 id="zero-optimizations-for-fp16-training">ZeRO Optimizations for FP16 Training</h3>\n<table><thead><tr><th>Field</th><th>Description</th></tr></thead><tbody><tr><td>stage</td><td>0, 1, 2 or 3</td></tr><tr><td>offload_param</td><td>Offload parameters to CPU or NVMe (stage 3)</td></tr></tbody></table>`,
    },
    {
      path: '/posts/',
      title: 'Blog',
      description: 'Posts',
      body: '<ul><li><a href="/2023/04/24/deepspeed-chat.html">DeepSpeed Chat</a> (English, 中文, 日本語)</li><li><a href="/2022/07/26/deepspeed-azure.html">DeepSpeed on Azure</a></li><li><a href="/2021/03/07/zero3-offload.html">ZeRO-3 Offload</a></li></ul>',
    },
  ];
}

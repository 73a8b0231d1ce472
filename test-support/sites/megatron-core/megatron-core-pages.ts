import { codeBlock, section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';
import type { NvidiaPageSpec } from '../support/nvidia-sphinx-version.ts';
import { megatronApiTree, transformerApiBody } from './megatron-core-api-tree.ts';

const h = (id: string, title: string, inner: string, level = 2) =>
  section(id, title, inner, level, '#');

/** The narrative and API pages of one version (the same for `latest` and `0.19.0`). */
export function megatronCorePages(): NvidiaPageSpec[] {
  return [
    {
      docname: 'index',
      title: 'Megatron Core Developer Guide',
      body: h(
        'megatron-core-developer-guide',
        'Megatron Core Developer Guide',
        '<p>Megatron Core is a library of GPU-optimized techniques for training transformer models at scale. Read the <a class="reference internal" href="user-guide/parallelism-guide.html"><span class="std std-ref">Parallelism Guide</span></a>.</p>',
        1,
      ),
    },
    {
      docname: 'get-started/quickstart',
      title: 'Quick Start',
      toc: [['launch', 'Launch']],
      body: h(
        'quick-start',
        'Quick Start',
        `<p>Run a two-GPU tensor-parallel GPT inside the NGC PyTorch container.</p>\n${h('launch', 'Launch', codeBlock('bash', 'torchrun --nproc-per-node 2 examples/run_simple_mcore_train_loop.py'))}`,
        1,
      ),
    },
    {
      docname: 'get-started/install',
      title: 'Installation',
      body: h(
        'installation',
        'Installation',
        `${codeBlock('bash', 'pip install megatron-core[dev]')}\n<p>Back to the <a class="reference internal" href="quickstart.html">Quick Start</a>.</p>`,
        1,
      ),
    },
    {
      docname: 'user-guide/parallelism-guide',
      title: 'Parallelism Guide',
      toc: [
        ['tensor-parallelism', 'Tensor parallelism'],
        ['pipeline-parallelism', 'Pipeline parallelism'],
      ],
      body: h(
        'parallelism-guide',
        'Parallelism Guide',
        `<img alt="Parallelism dimensions" src="../_images/parallelism.png" />\n${h('tensor-parallelism', 'Tensor parallelism', '<p>Tensor parallelism splits each weight matrix across GPUs (<code>--tensor-model-parallel-size</code>).</p>')}\n${h('pipeline-parallelism', 'Pipeline parallelism', '<p>Interleaved 1F1B reduces the pipeline bubble with virtual stages.</p><div class="admonition note"><p class="admonition-title">Note</p><p>Sequence parallelism needs tensor parallelism.</p></div><p>For experts see <a class="reference internal" href="features/moe.html">Mixture of Experts</a>.</p>')}`,
        1,
      ),
    },
    {
      docname: 'user-guide/features/moe',
      title: 'Mixture of Experts',
      body: h(
        'mixture-of-experts',
        'Mixture of Experts',
        '<p>Expert parallelism places experts on different ranks; the token dispatcher moves tokens with all-to-all (<code>--expert-model-parallel-size</code>).</p>',
        1,
      ),
    },
    {
      docname: 'api-guide/index',
      title: 'API Guide',
      body: h(
        'api-guide',
        'API Guide',
        '<ul><li><a class="reference internal" href="core/tensor_parallel.html">tensor_parallel package</a></li></ul>',
        1,
      ),
    },
    {
      docname: 'api-guide/core/tensor_parallel',
      title: 'tensor_parallel package',
      body: h(
        'tensor-parallel-package',
        'tensor_parallel package',
        `<dl class="py class">\n<dt class="sig sig-object py" id="megatron.core.tensor_parallel.layers.ColumnParallelLinear"><em class="property"><span class="pre">class</span> </em><span class="sig-prename descclassname"><span class="pre">megatron.core.tensor_parallel.layers.</span></span><span class="sig-name descname"><span class="pre">ColumnParallelLinear</span></span><a class="reference internal" href="../../_modules/megatron/core/tensor_parallel/layers.html#ColumnParallelLinear"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#megatron.core.tensor_parallel.layers.ColumnParallelLinear" title="Link to this definition">#</a></dt>\n<dd><p>Linear layer with column parallelism: the weight is split along its output dimension.</p>\n<div class="highlight-python notranslate"><div class="highlight"><pre id="codecell0">layer = ColumnParallelLinear(1024, 4096, config=config)\n</pre><button class="copybtn o-tooltip--left" data-tooltip="Copy" data-clipboard-target="#codecell0"><title>Copy to clipboard</title></button></div></div></dd></dl>`,
        1,
      ),
    },
    {
      docname: 'apidocs/index',
      title: 'API Reference',
      body: h(
        'api-reference',
        'API Reference',
        '<p>Generated with sphinx-autodoc2.</p><ul><li><a class="reference internal" href="core/core.transformer.html">core.transformer</a></li><li><a class="reference internal" href="core/core.tokenizers.text.parsers.html">core.tokenizers.text.parsers</a></li></ul>',
        1,
      ),
    },
    {
      docname: 'apidocs/core/core.transformer',
      title: 'core.transformer',
      body: transformerApiBody(),
    },
    {
      docname: 'apidocs/core/core.tokenizers.text.parsers',
      title: 'core.tokenizers.text.parsers',
      body: h(
        'module-core.tokenizers.text.parsers',
        'core.tokenizers.text.parsers',
        '<p>Parsers that split chat transcripts into role-tagged turns for tokenization.</p>',
        1,
      ),
    },
  ];
}

export function megatronCoreNav(root: string): NavGroup[] {
  const item = (docname: string, title: string) => ({ title, href: `${root}${docname}.html` });
  return [
    {
      caption: 'Get Started',
      items: [
        item('get-started/quickstart', 'Quick Start'),
        item('get-started/install', 'Installation'),
      ],
    },
    {
      caption: 'User Guide',
      items: [
        item('user-guide/parallelism-guide', 'Parallelism Guide'),
        item('user-guide/features/moe', 'Mixture of Experts'),
      ],
    },
    {
      caption: 'API Guide',
      items: [
        {
          ...item('api-guide/index', 'API Guide'),
          children: [item('api-guide/core/tensor_parallel', 'tensor_parallel package')],
        },
      ],
    },
    {
      caption: 'API Reference',
      items: [{ ...item('apidocs/index', 'API Reference'), children: megatronApiTree(root) }],
    },
  ];
}

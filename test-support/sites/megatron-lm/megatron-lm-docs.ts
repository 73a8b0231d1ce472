import type { RepoFiles } from '../support/git-snapshot.ts';

/**
 * Megatron-LM's docs/: the MyST source of the Megatron Core site:
 * ```{toctree}``` fences, {ref} roles, `(label)=` targets, `:::` colon fences and an
 * attrs_block line. A plain GFM renderer shows all of these literally.
 */
export function megatronLmDocs(): RepoFiles {
  return {
    'docs/index.md': `(megatron-core-docs)=
# Megatron Core

Megatron Core is a library of GPU-optimized building blocks for training transformer models at
scale. Start with the {ref}\`quickstart <quickstart>\`, then read the {ref}\`parallelism-guide\`.

\`\`\`{toctree}
:maxdepth: 2
:caption: Get Started

get-started/quickstart
get-started/install
\`\`\`

\`\`\`{toctree}
:maxdepth: 2
:caption: User Guide

user-guide/parallelism-guide
user-guide/features/moe
\`\`\`

\`\`\`{toctree}
:caption: API Guide

api-guide/index
\`\`\`
`,
    'docs/get-started/quickstart.md': `(quickstart)=
# Quick Start

Install the package, then launch a small GPT with two-way tensor parallelism.

\`\`\`bash
torchrun --nproc-per-node 2 examples/run_simple_mcore_train_loop.py
\`\`\`

:::{tip}
Use the NGC PyTorch container to get matching CUDA, NCCL and Transformer Engine versions.
:::
`,
    'docs/get-started/install.md': `# Installation

\`\`\`bash
pip install megatron-core[dev]
\`\`\`

See {ref}\`quickstart\` for a first run.
`,
    'docs/user-guide/parallelism-guide.md': `(parallelism-guide)=
# Parallelism Guide

![Parallelism dimensions](../images/parallelism.png)

{#tp-section .important}
## Tensor parallelism

Tensor parallelism splits each weight matrix across GPUs; set \`--tensor-model-parallel-size\`.

## Pipeline parallelism

Interleaved 1F1B reduces the pipeline bubble with virtual stages
(\`--num-layers-per-virtual-pipeline-stage\`).

:::{note}
Sequence parallelism needs tensor parallelism and shards LayerNorm and dropout activations.
:::

For mixture-of-experts models, see {ref}\`moe\` and {doc}\`features/moe\`.
`,
    'docs/user-guide/features/moe.md': `(moe)=
# Mixture of Experts

Expert parallelism places experts on different ranks; the token dispatcher moves tokens with
all-to-all. Enable it with \`--expert-model-parallel-size\`.

:::{warning}
Grouped GEMM requires Transformer Engine.
:::
`,
    'docs/api-guide/index.md': `# API Guide

\`\`\`{toctree}
:maxdepth: 1

core/tensor_parallel
\`\`\`
`,
    'docs/api-guide/core/tensor_parallel.md': `# tensor_parallel package

\`ColumnParallelLinear\` and \`RowParallelLinear\` split linear layers by columns and rows.

\`\`\`{automodule} megatron.core.tensor_parallel.layers
:members:
\`\`\`
`,
  };
}

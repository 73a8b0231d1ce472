/**
 * TorchTitan's README: the three link forms of the real one, all in
 * one file: relative (`docs/fsdp.md`), root-relative (`/docs/metrics.md`,
 * `/torchtitan/models/README.md`, resolved against the repo root as GitHub does) and directory
 * links (`torchtitan/experiments` → its README.md; `scripts/` has no README, only files).
 */
export function torchtitanReadme(offsite: string): string {
  return `<div align="center">

# TorchTitan

#### A PyTorch native platform for training generative AI models

[![integration tests](${offsite}/github.com/pytorch/torchtitan/actions/workflows/integration_test_8gpu.yaml/badge.svg)](${offsite}/github.com/pytorch/torchtitan/actions)
[![arXiv](${offsite}/img.shields.io/badge/arXiv-2410.06511-b31b1b.svg)](${offsite}/arxiv.org/abs/2410.06511)

</div>

![TorchTitan logo](assets/images/titan_logo.png)

TorchTitan is a clean, minimal code base for large-scale LLM training using native PyTorch.
It is designed to be easy to understand, use and extend for different training purposes,
with multi-dimensional composable parallelism.

## Overview

TorchTitan composes FSDP2, Tensor Parallel, Pipeline Parallel and Context Parallel on one
device mesh. Each technique is documented on its own page:

1. [FSDP2 per-parameter sharding](docs/fsdp.md)
2. [Metrics and logging](/docs/metrics.md) with TensorBoard or Weights & Biases
3. [Distributed checkpointing](docs/checkpoint.md#async-checkpointing) and resharding
4. [Debugging and reproducibility](./docs/debugging.md)
5. [Converging a new model](docs/converging.md)
6. [Extending TorchTitan](docs/extension.md)

## Models

The supported model families are listed in [the models README](/torchtitan/models/README.md).
Research prototypes live in [torchtitan/experiments](torchtitan/experiments), for example
[SimpleFSDP](torchtitan/experiments/simple_fsdp/README.md). Training options are described in
[the config README](torchtitan/config/).

## Installation

\`\`\`bash
git clone https://github.com/pytorch/torchtitan
cd torchtitan
pip install -r requirements.txt
\`\`\`

## Start a training run

Helper scripts are in [scripts/](scripts/), for example the memory estimator.

\`\`\`bash
CONFIG_FILE="./torchtitan/models/llama3/train_configs/llama3_8b.toml" ./run_train.sh
\`\`\`

| Parallelism | Flag |
| --- | --- |
| FSDP | \`--parallelism.data_parallel_shard_degree\` |
| Tensor Parallel | \`--parallelism.tensor_parallel_degree\` |
| Pipeline Parallel | \`--parallelism.pipeline_parallel_degree\` |

## Citation

If you use TorchTitan, please cite [the paper](${offsite}/arxiv.org/abs/2410.06511).

## License

Source code is made available under a [BSD 3 license](./LICENSE).
`;
}

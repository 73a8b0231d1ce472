import type { RepoFiles } from '../support/git-snapshot.ts';

/** docs/*.md and the nested README.md files a mirror must take. */
export function torchtitanDocs(offsite: string): RepoFiles {
  return {
    'docs/fsdp.md': `# FSDP2

FSDP2 shards each parameter on dim-0 across the data-parallel ranks: per-parameter sharding
with DTensor instead of FSDP1's flat parameters.

![FSDP2 sharding](../assets/images/fsdp2_sharding.png)

## Meta-device initialization

Build the model on the meta device, apply \`fully_shard\`, then materialize. See
[checkpointing](checkpoint.md) for loading weights afterwards.

## Mixed precision

\`MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)\`.
`,
    'docs/metrics.md': `# Metrics

TorchTitan logs loss, throughput (tokens per second), MFU and peak memory.

## TensorBoard

Set \`--metrics.enable_tensorboard\`; event files go to \`./outputs/tb\`.

## Weights & Biases

Set \`--metrics.enable_wandb\` and export \`WANDB_API_KEY\`. The logger lives in
[torchtitan/components/metrics.py](/torchtitan/components/metrics.py).
`,
    'docs/checkpoint.md': `# Checkpointing

Distributed checkpoint (DCP) saves sharded state from every rank.

## Async checkpointing

\`--checkpoint.async_mode=async_with_pinned_mem\` overlaps the save with the next steps.

## Converting to Hugging Face

Use [the conversion script](../scripts/checkpoint_conversion/convert_to_hf.py).
`,
    'docs/debugging.md': `# Debugging

## Deterministic runs

\`--debug.deterministic\` sets seeds and deterministic algorithms for bitwise reproducibility.

## Memory snapshots

\`--profiling.enable_memory_snapshot\` writes a pickle for the PyTorch memory visualizer.
`,
    'docs/converging.md': `# Converging a new model

Compare the loss curve against a single-device baseline before scaling out; the
[metrics page](metrics.md#tensorboard) shows how to plot both.
`,
    'docs/extension.md': `# Extending TorchTitan

Register a new model with a \`TrainSpec\` (model class, parallelize function, loss). The
[models README](../torchtitan/models/README.md) lists the existing specs.
`,
    'torchtitan/models/README.md': `# Models

| Model | Train spec |
| --- | --- |
| Llama 3 | \`llama3\` |
| DeepSeek V3 | \`deepseek_v3\` |

Each model folder has its own train configs. Experimental models are in
[../experiments](../experiments/README.md).
`,
    'torchtitan/experiments/README.md': `# Experiments

Experiments are prototypes that may change quickly.

- [SimpleFSDP](simple_fsdp/README.md): a compiler-based FSDP.
- [Float8 training](/docs/fsdp.md#mixed-precision) reuses the FSDP2 mixed-precision hooks.
`,
    'torchtitan/experiments/simple_fsdp/README.md': `# SimpleFSDP

SimpleFSDP expresses FSDP as DTensor redistributions that torch.compile can trace, so the
compiler buckets and reorders the all-gathers. Paper: [arXiv 2411.00284](${offsite}/arxiv.org/abs/2411.00284).
`,
    'torchtitan/config/README.md': `# Configuration

Every option is a dataclass field in \`job_config.py\`; TOML files and command-line flags
override the defaults in that order.
`,
  };
}

/** Topics of the long README, each becoming an H2 with H3 subsections. */
const topics: Array<[title: string, terms: string[]]> = [
  ['Architecture', ['Ray actors', 'vLLM engines', 'DeepSpeed ZeRO-3', 'placement groups']],
  ['Features', ['PPO', 'REINFORCE++ baseline', 'GRPO', 'RLOO', 'DPO']],
  ['Hybrid Engine', ['colocate actor and vLLM', 'sleep mode', 'weight sync', 'NCCL broadcast']],
  ['Async Training', ['rollout buffer', 'off-policy staleness', 'async queue']],
  ['Agent Training', ['multi-turn rollouts', 'environment reward', 'agent_func_path']],
  ['Reward Models', ['Bradley-Terry loss', 'process reward model', 'value head']],
  ['Datasets', ['input_key', 'chat template', 'packing samples']],
  [
    'Performance Tuning',
    ['vllm_gpu_memory_utilization', 'micro batch size', 'gradient checkpointing'],
  ],
  ['Checkpoints', ['save_steps', 'load_checkpoint', 'Hugging Face export']],
  ['Multi-node', ['ray start --head', 'NCCL_SOCKET_IFNAME', 'node placement']],
  ['LoRA', ['lora_rank', 'lora_alpha', 'target_modules']],
  ['Troubleshooting', ['CUDA out of memory', 'NCCL timeout', 'vLLM version mismatch']],
];

const filler = [
  'The setting interacts with the rest of the training loop, so change one knob at a time.',
  'Logs report the value per step, and the Weights & Biases dashboard plots it over the run.',
  'Defaults suit a single node with eight GPUs; larger clusters usually need larger batches.',
  'The example scripts under the examples folder show the flag in a complete command line.',
];

function subsection(topic: string, term: string, n: number): string {
  const slug = term.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const sentences = Array.from({ length: 7 }, (_, i) => filler[(i + n) % filler.length]).join(' ');
  return `### ${term}

${topic} in OpenRLHF uses ${term}. ${sentences}

\`\`\`bash
ray job submit --address="http://127.0.0.1:8265" -- python3 -m openrlhf.cli.train_ppo_ray \\
   --${slug} --pretrain meta-llama/Llama-3-8b-Instruct --save_path ./checkpoint/${slug}
\`\`\`

| Option | Meaning |
| --- | --- |
| \`--${slug}\` | Enables ${term} for ${topic.toLowerCase()} |
| \`--micro_train_batch_size\` | Per-GPU batch for ${term} |
`;
}

/**
 * A README of about 40 KB (the real one is 859 lines / 42 KB): many H2/H3 headings a mirror
 * should split for reading, absolute links to the Read the Docs site, relative
 * `./examples/scripts/` directory links, and links to README_zh.md / README_ja.md.
 */
export function openrlhfReadme(rtd: string): string {
  const body = topics
    .map(
      ([title, terms], i) =>
        `## ${title}\n\n${terms.map((t, j) => subsection(title, t, i + j)).join('\n')}`,
    )
    .join('\n');
  return `<div align="center">
<img alt="OpenRLHF logo" src="./docs/logo.png" style="height: 140px;" />
</div>

<div align="center">

[ English | [中文](README_zh.md) | [日本語](README_ja.md) ]

</div>

# OpenRLHF

OpenRLHF is a high-performance RLHF framework built on Ray, vLLM, ZeRO-3 and Hugging Face
Transformers.

📚 Learn More: [Documentation](${rtd}/en/latest/) ·
[Quick Start](${rtd}/en/latest/quick_start.html) ·
[Hybrid Engine](${rtd}/en/latest/hybrid_engine.html) ·
[Performance](${rtd}/en/latest/performance.html)

Example launch scripts are in [./examples/scripts/](./examples/scripts/); PPO walkthroughs are in
[docs/ppo_examples.md](docs/ppo_examples.md).

${body}
## Citation

\`\`\`bibtex
@article{hu2024openrlhf, title={OpenRLHF: An Easy-to-use, Scalable and High-performance RLHF Framework}}
\`\`\`
`;
}

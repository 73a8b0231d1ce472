/**
 * docs.nvidia.com/llms.txt: a hub for every NVIDIA product. Only a few
 * lines concern Megatron Core, and they mix the forms third parties report: markdown links,
 * bare URLs, and scheme-less `host/path` links (here the fixture's own `127.0.0.1:PORT/…`).
 */
export function nvidiaHubLlmsTxt(origin: string, host: string): string {
  const mc = 'megatron-core/developer-guide/latest';
  return `# NVIDIA Documentation Hub

> Technical documentation for NVIDIA hardware, SDKs, frameworks and cloud services.

Each product publishes its own guides; follow the product links below.

## AI Training Frameworks

- [NeMo Framework](${host}/nemo-framework/user-guide/latest/index.html): end-to-end generative AI framework
- [Megatron Core](${origin}/${mc}/index.html): GPU-optimized building blocks for transformer training
  - Parallelism guide: ${origin}/${mc}/user-guide/parallelism-guide.html
  - [API guide](${host}/${mc}/api-guide/index.html)
${origin}/${mc}/user-guide/features/moe.html
- [NeMo Guardrails](${host}/nemo/guardrails/llms.txt): programmable guardrails (Fern)

## Libraries

- [cuDNN](${origin}/cudnn/latest/index.html): deep neural network primitives
- [NCCL](${host}/deeplearning/nccl/user-guide/docs/index.html): collective communication
${origin}/deeplearning/cudnn/backend/latest/index.html

## Inference

- [TensorRT](${origin}/tensorrt/latest/index.html)
- NIM for LLMs: ${host}/nim/large-language-models/latest/llms.txt

## Optional

- [Legal notices](${origin}/legal/index.html)
`;
}

/** The other products the hub lists: each exists, so a mirror that follows one is caught. */
export function nvidiaHubNeighbours(): Record<string, string> {
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><article class="bd-article"><h1>${title}</h1><p>Another NVIDIA product.</p></article></main></body></html>`;
  return {
    '/nemo-framework/user-guide/latest/index.html': page('NeMo Framework'),
    '/cudnn/latest/index.html': page('cuDNN'),
    '/deeplearning/nccl/user-guide/docs/index.html': page('NCCL'),
    '/deeplearning/cudnn/backend/latest/index.html': page('cuDNN backend'),
    '/tensorrt/latest/index.html': page('TensorRT'),
    '/nim/large-language-models/latest/llms.txt': '# NIM for LLMs\n\n- [Overview](overview.md)\n',
    '/nemo/guardrails/llms.txt': '# NeMo Guardrails\n\n- [Getting started](getting-started.md)\n',
    '/legal/index.html': page('Legal notices'),
  };
}

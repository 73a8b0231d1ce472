import { codeBlock, section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';
import type { RtdPageSpec } from '../support/read-the-docs-project.ts';

const page = (docname: string, title: string, text: string, extra = ''): RtdPageSpec => ({
  docname,
  title,
  body: section(docname.replace(/_/g, '-'), title, `<p>${text}</p>\n${extra}`, 1),
});

/** The OpenRLHF-Docs Read the Docs site: index plus topic pages. */
export const openrlhfRtdPages: RtdPageSpec[] = [
  page(
    'index',
    'Welcome to OpenRLHF',
    'OpenRLHF combines Ray, vLLM and DeepSpeed for scalable RLHF. Start with the <a class="reference internal" href="quick_start.html"><span class="doc">Quick Start</span></a>.',
  ),
  page(
    'quick_start',
    'Quick Start',
    'Install with <code>pip install openrlhf[vllm]</code> inside the NGC container.',
    codeBlock('bash', 'docker run --runtime=nvidia -it nvcr.io/nvidia/pytorch:25.02-py3 bash'),
  ),
  page(
    'architecture',
    'Architecture',
    'Actor, critic, reward and reference models run as Ray actors; vLLM generates rollouts.',
  ),
  page(
    'agent_training',
    'Agent Training',
    'Multi-turn agent rollouts call a user-supplied agent function for environment feedback.',
  ),
  page(
    'async_training',
    'Async Training',
    'Asynchronous training overlaps rollout generation with policy updates through a bounded queue.',
  ),
  page(
    'hybrid_engine',
    'Hybrid Engine',
    'The hybrid engine colocates the actor and vLLM engines on the same GPUs and puts vLLM to sleep during training, freeing memory.',
  ),
  page(
    'multi_node',
    'Multi-node Training',
    'Start a Ray head node, join the workers, then submit the job with <code>ray job submit</code>.',
  ),
  page(
    'performance',
    'Performance Tuning',
    'Raise <code>vllm_gpu_memory_utilization</code> until generation stops being the bottleneck.',
  ),
  page(
    'checkpoint',
    'Checkpoints',
    'Use <code>--save_steps</code> and <code>--load_checkpoint</code> to resume long PPO runs.',
  ),
  page(
    'troubleshooting',
    'Troubleshooting',
    'An NCCL timeout during weight sync usually means a mismatched vLLM version.',
  ),
];

export const openrlhfRtdNav: NavGroup[] = [
  {
    caption: 'Getting Started',
    items: [
      { title: 'Quick Start', href: '/en/latest/quick_start.html' },
      { title: 'Architecture', href: '/en/latest/architecture.html' },
    ],
  },
  {
    caption: 'Training',
    items: ['agent_training', 'async_training', 'hybrid_engine', 'multi_node', 'checkpoint'].map(
      (d) => ({
        title: openrlhfRtdPages.find((p) => p.docname === d)!.title,
        href: `/en/latest/${d}.html`,
      }),
    ),
  },
  {
    caption: 'Reference',
    items: [
      { title: 'Performance Tuning', href: '/en/latest/performance.html' },
      { title: 'Troubleshooting', href: '/en/latest/troubleshooting.html' },
    ],
  },
];

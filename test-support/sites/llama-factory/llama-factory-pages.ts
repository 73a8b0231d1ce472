import { codeBlock, section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';
import type { RtdPageSpec } from '../support/read-the-docs-project.ts';

const page = (docname: string, title: string, inner: string): RtdPageSpec => ({
  docname,
  title,
  body: section(docname.split('/').pop()!.replace(/_/g, '-'), title, inner, 1),
});

/** English pages (`/en/latest/`): a different set from the Chinese one (translation lag). */
export const llamaFactoryEn: RtdPageSpec[] = [
  page(
    'index',
    'LLaMA Factory',
    '<p>LLaMA Factory is an easy-to-use framework for fine-tuning more than 100 large language models. Start with <a class="reference internal" href="getting_started/installation.html">Installation</a>.</p>',
  ),
  page(
    'getting_started/installation',
    'Installation',
    `${codeBlock('bash', 'git clone --depth 1 https://github.com/hiyouga/LLaMA-Factory.git\npip install -e ".[torch,metrics]"')}\n<p>Next: <a class="reference internal" href="data_preparation.html">Data Preparation</a>.</p>`,
  ),
  page(
    'getting_started/data_preparation',
    'Data Preparation',
    '<p>Register each dataset in <code>dataset_info.json</code> with its format (alpaca or sharegpt) and column mapping.</p>',
  ),
  page(
    'getting_started/sft',
    'Supervised Fine-Tuning',
    `<p>Run <code>llamafactory-cli train examples/train_lora/llama3_lora_sft.yaml</code>.</p>`,
  ),
  page(
    'getting_started/webui',
    'LlamaBoard Web UI',
    '<p>Launch the LlamaBoard web UI with <code>llamafactory-cli webui</code> to fine-tune without code.</p>\n<img alt="webui" src="../_images/webui.png" />',
  ),
  page(
    'getting_started/merge_lora',
    'Merge LoRA',
    '<p>Merge adapters into the base model with <code>llamafactory-cli export</code>.</p>',
  ),
  page(
    'advanced/arguments',
    'Arguments',
    '<p><code>finetuning_type</code> selects lora, freeze or full; <code>lora_target</code> names the modules to adapt.</p>',
  ),
  page(
    'advanced/distributed',
    'Distributed Training',
    '<p>Use <code>FORCE_TORCHRUN=1</code> with a DeepSpeed ZeRO-3 config for multi-node training.</p>',
  ),
  page(
    'multibackend/npu/index',
    'Ascend NPU',
    '<p>Set <code>ASCEND_RT_VISIBLE_DEVICES</code> to select NPUs; install torch-npu first.</p>',
  ),
];

/** Chinese pages (`/zh-cn/latest/`): more advanced pages, no web UI page. */
export const llamaFactoryZh: RtdPageSpec[] = [
  page(
    'index',
    'LLaMA Factory',
    '<p>LLaMA Factory 是一个简单易用且高效的大型语言模型训练与微调平台。</p>',
  ),
  page(
    'getting_started/installation',
    '安装',
    codeBlock('bash', 'pip install -e ".[torch,metrics]"'),
  ),
  page(
    'getting_started/data_preparation',
    '数据处理',
    '<p>在 <code>dataset_info.json</code> 中注册数据集。</p>',
  ),
  page('getting_started/sft', 'SFT 训练', '<p>运行 <code>llamafactory-cli train</code>。</p>'),
  page(
    'advanced/arguments',
    '参数介绍',
    '<p><code>finetuning_type</code> 可选 lora、freeze 或 full。</p>',
  ),
  page('advanced/acceleration', '加速', '<p>FlashAttention-2 与 Liger Kernel 加速训练。</p>'),
  page('advanced/adapters', '微调方法', '<p>LoRA、QLoRA、DoRA 与 PiSSA。</p>'),
];

export function llamaFactoryNav(lang: 'en' | 'zh-cn', pages: RtdPageSpec[]): NavGroup[] {
  const root = `/${lang}/latest/`;
  const group = (caption: string, prefix: string) => ({
    caption,
    items: pages
      .filter((p) => p.docname.startsWith(prefix))
      .map((p) => ({ title: p.title, href: `${root}${p.docname}.html` })),
  });
  const groups =
    lang === 'en'
      ? [
          group('Getting Started', 'getting_started/'),
          group('Advanced', 'advanced/'),
          group('Multi-backend', 'multibackend/'),
        ]
      : [group('开始使用', 'getting_started/'), group('进阶使用', 'advanced/')];
  return groups.filter((g) => g.items.length > 0);
}

/**
 * The custom language switcher (docs/_static/js/switcher.js in the main repo): a select filled
 * and wired by JavaScript, so the other language is never an `<a href>`.
 */
export const switcherJs = `document.addEventListener('DOMContentLoaded', () => {
  const select = document.getElementById('language-switcher');
  select.addEventListener('change', () => {
    const path = window.location.pathname;
    window.location.pathname = path.includes('/en/') ? path.replace('/en/', '/zh-cn/') : path.replace('/zh-cn/', '/en/');
  });
});
`;

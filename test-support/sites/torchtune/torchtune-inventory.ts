import type { SiteFile } from '../../serve-site.ts';
import { objectsInv } from '../support/objects-inv.ts';
import type { InventoryEntry } from '../support/objects-inv.ts';
import type { TorchtunePage } from './torchtune-pages.ts';

/** Python symbols in the inventory: [name, role, docname of its page]. */
export const torchtuneSymbols: Array<[name: string, role: string, docname: string]> = [
  [
    'torchtune.modules.TransformerDecoder',
    'py:class',
    'generated/torchtune.modules.TransformerDecoder',
  ],
  [
    'torchtune.modules.TransformerDecoder.forward',
    'py:method',
    'generated/torchtune.modules.TransformerDecoder',
  ],
  [
    'torchtune.modules.TransformerDecoder.setup_caches',
    'py:method',
    'generated/torchtune.modules.TransformerDecoder',
  ],
  ['torchtune.modules.peft.LoRALinear', 'py:class', 'generated/torchtune.modules.peft.LoRALinear'],
  [
    'torchtune.modules.peft.LoRALinear.adapter_params',
    'py:method',
    'generated/torchtune.modules.peft.LoRALinear',
  ],
  [
    'torchtune.models.llama3.llama3_8b',
    'py:function',
    'generated/torchtune.models.llama3.llama3_8b',
  ],
];

/** objects.inv for one version: py symbols (`#$` anchors), std:doc pages and one std:label. */
export function torchtuneInventory(pages: TorchtunePage[]): SiteFile {
  const entries: InventoryEntry[] = [
    ...torchtuneSymbols.map(([name, role, docname]) => ({ name, role, uri: `${docname}.html#$` })),
    {
      name: 'torchtune.modules',
      role: 'py:module',
      uri: 'api_ref_modules.html#module-$',
      priority: 0,
    },
    {
      name: 'lora_finetune_label',
      role: 'std:label',
      uri: 'tutorials/lora_finetune.html#lora-finetune-label',
      display: 'Fine-Tuning Llama2 with LoRA',
      priority: -1,
    },
    ...pages.map((p) => ({
      name: p.docname,
      role: 'std:doc',
      uri: `${p.docname}.html`,
      display: p.title,
      priority: -1,
    })),
  ];
  return objectsInv('torchtune', '0.6', entries);
}

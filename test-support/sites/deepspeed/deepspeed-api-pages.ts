import { section } from '../support/html-helpers.ts';
import type { NavGroup } from '../support/html-helpers.ts';
import type { RtdPageSpec } from '../support/read-the-docs-project.ts';

/** An autodoc entry with its `[source]` link into `_modules/` (a page a mirror must skip). */
function autodoc(kind: string, name: string, signature: string, doc: string): string {
  const module = name.split('.').slice(0, -1).join('/') || name;
  return `<dl class="py ${kind}">\n<dt class="sig sig-object py" id="${name}"><span class="sig-name descname"><span class="pre">${name}</span></span><span class="sig-paren">(</span>${signature}<span class="sig-paren">)</span><a class="reference internal" href="_modules/${module}.html#${name.split('.').pop()}"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#${name}" title="Link to this definition">¶</a></dt>\n<dd><p>${doc}</p></dd></dl>`;
}

/**
 * deepspeed.readthedocs.io: the API reference on a second host (sphinx_rtd_theme, `/en/latest/`
 * and `/en/stable/`), which the www site's nav links as "Documentation".
 */
export const deepspeedApiPages: RtdPageSpec[] = [
  {
    docname: 'index',
    title: 'DeepSpeed',
    body: section(
      'deepspeed',
      'DeepSpeed',
      '<p>API reference for the DeepSpeed library. See <a class="reference internal" href="initialize.html">Training Setup</a>.</p>',
      1,
    ),
  },
  {
    docname: 'initialize',
    title: 'Training Setup',
    body: section(
      'training-setup',
      'Training Setup',
      autodoc(
        'function',
        'deepspeed.initialize',
        'args, model, optimizer',
        'Initialize the DeepSpeed engine. Returns a tuple of engine, optimizer, training dataloader and lr_scheduler.',
      ),
      1,
    ),
  },
  {
    docname: 'training',
    title: 'Training API',
    body: section(
      'training-api',
      'Training API',
      autodoc(
        'method',
        'deepspeed.DeepSpeedEngine.backward',
        'loss',
        'Execute backward pass on the loss, scaling it for gradient accumulation boundaries.',
      ),
      1,
    ),
  },
  {
    docname: 'zero3',
    title: 'ZeRO',
    body: section(
      'zero',
      'ZeRO',
      autodoc(
        'class',
        'deepspeed.zero.Init',
        'module=None',
        'A context to partition parameters at construction so a model larger than one GPU can be built.',
      ),
      1,
    ),
  },
  {
    docname: 'inference-init',
    title: 'Inference Setup',
    body: section(
      'inference-setup',
      'Inference Setup',
      autodoc(
        'function',
        'deepspeed.init_inference',
        'model, config',
        'Initialize the inference engine with kernel injection.',
      ),
      1,
    ),
  },
];

export const deepspeedApiNav: NavGroup[] = [
  {
    caption: 'Model Setup',
    items: deepspeedApiPages
      .slice(1)
      .map((p) => ({ title: p.title, href: `/en/latest/${p.docname}.html` })),
  },
];

import type { NavItem } from '../support/html-helpers.ts';

const modules = [
  'attention',
  'mlp',
  'moe.router',
  'moe.experts',
  'moe.token_dispatcher',
  'transformer_block',
  'transformer_layer',
  'spec_utils',
  'custom_layers',
  'torch_norm',
  'utils',
  'enums',
];
const members = [
  'Config',
  'Submodules',
  'Spec',
  'Module',
  'Layer',
  'Block',
  'Builder',
  'Wrapper',
  'Mixin',
  'State',
  'Cache',
  'Params',
  'Output',
  'Input',
  'Policy',
  'Hook',
  'Context',
  'Loader',
  'Saver',
  'Registry',
];

/** 240 autodoc2 symbols of `core.transformer`, as `[anchor, module, class]`. */
export const transformerSymbols: Array<[id: string, module: string, name: string]> =
  modules.flatMap((m) =>
    members.map((c): [string, string, string] => {
      const name = `${m
        .split('.')
        .pop()!
        .replace(/(^|_)(\w)/g, (_, __, ch: string) => ch.toUpperCase())}${c}`;
      return [`core.transformer.${m}.${name}`, m, name];
    }),
  );

/**
 * The API sidebar every page carries (on the real site "every page's sidebar embeds the full
 * API module tree, hundreds of entries"). The entries are anchors into the one large
 * `core.transformer` page, so the replica stays small while every page's nav stays huge.
 */
export function megatronApiTree(root: string): NavItem[] {
  const page = `${root}apidocs/core/core.transformer.html`;
  return [
    {
      title: 'core.transformer',
      href: page,
      children: modules.map((m) => ({
        title: `core.transformer.${m}`,
        href: `${page}#core.transformer.${m}`,
        children: transformerSymbols
          .filter(([, mod]) => mod === m)
          .map(([id, , name]) => ({ title: name, href: `${page}#${id}` })),
      })),
    },
    {
      title: 'core.tokenizers.text.parsers',
      href: `${root}apidocs/core/core.tokenizers.text.parsers.html`,
    },
  ];
}

/** The large autodoc page the tree points into: one `dl.py.class` per symbol. */
export function transformerApiBody(): string {
  const byModule = modules.map((m) => {
    const entries = transformerSymbols
      .filter(([, mod]) => mod === m)
      .map(
        ([id, , name]) =>
          `<dl class="py class">\n<dt class="sig sig-object py" id="${id}"><em class="property"><span class="pre">class</span> </em><span class="sig-prename descclassname"><span class="pre">core.transformer.${m}.</span></span><span class="sig-name descname"><span class="pre">${name}</span></span><a class="headerlink" href="#${id}" title="Link to this definition">#</a></dt>\n<dd><p>${name} of the ${m} module: holds the configuration and submodules used when the transformer layer is built from its spec.</p></dd></dl>`,
      )
      .join('\n');
    return `<section id="core.transformer.${m}"><h2>core.transformer.${m}<a class="headerlink" href="#core.transformer.${m}" title="Link to this heading">#</a></h2>\n${entries}\n</section>`;
  });
  return `<section id="module-core.transformer"><h1>core.transformer<a class="headerlink" href="#module-core.transformer" title="Link to this heading">#</a></h1>\n<p>Transformer building blocks.</p>\n${byModule.join('\n')}\n</section>`;
}

/**
 * DeepSpeed's left sidebar (docs/_data/navigation.yml `lnav`, rendered by its own
 * _includes/nav_list): group titles, directory URLs, the API "Documentation" entry on the second
 * host, and anchor-only children under ds_config, which are not pages.
 */
export function deepspeedSidebar(apiUrl: string): string {
  const groups: Array<[title: string, href: string | null, children: Array<[string, string]>]> = [
    [
      'Training',
      '/training/',
      [
        ['ZeRO', '/tutorials/zero/'],
        ['ZeRO-Offload', '/tutorials/zero-offload/'],
        ['Pipeline Parallelism', '/tutorials/pipeline/'],
      ],
    ],
    ['Inference', '/inference/', []],
    [
      'Getting Started',
      '/getting-started/',
      [['Installation Details', '/tutorials/advanced-install/']],
    ],
    [
      'ds_config',
      '/docs/config-json/',
      [
        ['FP16 Training', '/docs/config-json/#fp16-training-options'],
        ['ZeRO Optimizations', '/docs/config-json/#zero-optimizations-for-fp16-training'],
      ],
    ],
    ['Tutorials', '/tutorials/', []],
    ['Blog', '/posts/', []],
    ['Documentation', apiUrl, []],
  ];
  const items = groups
    .map(([title, href, children]) => {
      const head = href
        ? `<a href="${href}"><span class="nav__sub-title">${title}</span></a>`
        : `<span class="nav__sub-title">${title}</span>`;
      const list = children.length
        ? `<ul>${children.map(([t, h]) => `<li><a href="${h}" class="">${t}</a></li>`).join('')}</ul>`
        : '';
      return `<li>${head}${list}</li>`;
    })
    .join('\n');
  return `<nav class="nav__list"><input id="ac-toc" name="accordion-toc" type="checkbox" /><label for="ac-toc">Toggle Menu</label><ul class="nav__items">\n${items}\n</ul></nav>`;
}

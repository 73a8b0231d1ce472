import type { RenderContext } from './render-context.ts';
import { codeNames } from './vocabulary.ts';

const external = [
  'https://pytorch.org/docs/stable/distributed.html',
  'https://github.com/example/bench-docs/issues',
  'https://arxiv.org/abs/1910.02054',
];

/** One block of body content, chosen with the mix real API docs have. */
export function renderBlock(ctx: RenderContext): string {
  const r = ctx.random.next();
  if (r < 0.68) return paragraph(ctx);
  if (r < 0.8) return codeBlock(ctx);
  if (r < 0.86) return table(ctx);
  if (r < 0.95) return apiEntry(ctx);
  return admonition(ctx);
}

const literal = (name: string) =>
  `<code class="docutils literal notranslate"><span class="pre">${name}</span></code>`;

/** A paragraph whose sentences carry inline code, cross-links (some to anchors) and rarely an external link. */
export function paragraph(ctx: RenderContext): string {
  const { random, prose, plan } = ctx;
  const parts: string[] = [];
  const count = 2 + random.int(6);
  for (let i = 0; i < count; i++) {
    parts.push(prose.sentence());
    const r = random.next();
    if (r < 0.15) {
      parts.push(`Set ${literal(random.pick(codeNames))} to ${prose.word()}.`);
    } else if (r < 0.27) {
      const target = ctx.at(random.int(plan.pages.length));
      const heading = random.next() < 0.4 ? random.pick(target.headings) : undefined;
      const href = ctx.href(target, heading?.id);
      const text = heading?.title ?? target.title;
      parts.push(
        `See <a class="reference internal" href="${href}"><span class="std std-ref">${text}</span></a>.`,
      );
    } else if (r < 0.28) {
      const href = random.pick(external);
      parts.push(
        `Background in <a class="reference external" href="${href}">${prose.title(2)}</a>.`,
      );
    }
  }
  return `<p>${parts.join(' ')}</p>\n`;
}

function codeBlock(ctx: RenderContext): string {
  const { random, prose } = ctx;
  const lines = [
    '<span class="kn">import</span> <span class="nn">torch</span>',
    '<span class="kn">import</span> <span class="nn">deepspeed</span>',
  ];
  const count = 3 + random.int(14);
  for (let i = 0; i < count; i++) {
    const name = `${prose.word()}_${prose.word()}`.replace(/[^a-z0-9_]/g, '');
    const r = random.next();
    if (r < 0.4) {
      lines.push(
        `<span class="n">${name}</span> <span class="o">=</span> <span class="n">${random.pick(codeNames).replace(/\W/g, '_')}</span><span class="p">(</span><span class="n">model</span><span class="p">,</span> <span class="n">stage</span><span class="o">=</span><span class="mi">${random.int(4)}</span><span class="p">)</span>`,
      );
    } else if (r < 0.7) {
      lines.push(
        `<span class="k">for</span> <span class="n">step</span><span class="p">,</span> <span class="n">batch</span> <span class="ow">in</span> <span class="nb">enumerate</span><span class="p">(</span><span class="n">${name}</span><span class="p">):</span>`,
        `    <span class="n">loss</span> <span class="o">=</span> <span class="n">engine</span><span class="p">(</span><span class="n">batch</span><span class="p">)</span>`,
      );
    } else {
      lines.push(`<span class="c1"># ${prose.sentence(6).slice(0, -1)}</span>`);
    }
  }
  return `<div class="highlight-python notranslate"><div class="highlight"><pre><span></span>${lines.join('\n')}\n</pre></div>\n</div>\n`;
}

function table(ctx: RenderContext): string {
  const { random, prose } = ctx;
  const rows: string[] = [];
  const count = 3 + random.int(7);
  for (let i = 0; i < count; i++) {
    rows.push(
      `<tr class="row-${i % 2 ? 'odd' : 'even'}"><td><p>${literal(random.pick(codeNames))}</p></td><td><p>${random.int(1 << 20)}</p></td><td><p>${prose.sentence(10)}</p></td></tr>`,
    );
  }
  return `<table class="docutils align-default">
<thead><tr class="row-odd"><th class="head"><p>Option</p></th><th class="head"><p>Default</p></th><th class="head"><p>Description</p></th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
`;
}

function apiEntry(ctx: RenderContext): string {
  const { random, prose, page } = ctx;
  const name = `${prose.title(1).toLowerCase()}_${prose.title(1).toLowerCase()}_${random.int(1000)}`;
  const module = `bench.${page.id.split('-')[0] ?? 'core'}.`;
  const params = ['model', 'config', 'stage', 'group'].slice(0, 1 + random.int(4));
  const signature = params
    .map((p) => `<em class="sig-param"><span class="n"><span class="pre">${p}</span></span></em>`)
    .join(', ');
  const fields = params
    .map((p) => `<li><p><strong>${p}</strong> &#8211; ${prose.sentence(9)}</p></li>`)
    .join('\n');
  const id = `${module}${name}`;
  return `<dl class="py function">
<dt class="sig sig-object py" id="${id}"><span class="sig-prename descclassname"><span class="pre">${module}</span></span><span class="sig-name descname"><span class="pre">${name}</span></span><span class="sig-paren">(</span>${signature}<span class="sig-paren">)</span><a class="headerlink" href="#${id}" title="Link to this definition">¶</a></dt>
<dd><p>${prose.sentence()} ${prose.sentence()}</p>
<dl class="field-list simple">
<dt class="field-odd">Parameters<span class="colon">:</span></dt>
<dd class="field-odd"><ul class="simple">
${fields}
</ul></dd>
<dt class="field-even">Return type<span class="colon">:</span></dt>
<dd class="field-even"><p>${literal('None')}</p></dd>
</dl>
</dd></dl>
`;
}

function admonition(ctx: RenderContext): string {
  const kind = ctx.random.pick(['note', 'warning', 'tip']);
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  return `<div class="admonition ${kind}">\n<p class="admonition-title">${title}</p>\n<p>${ctx.prose.sentence()} ${ctx.prose.sentence()}</p>\n</div>\n`;
}

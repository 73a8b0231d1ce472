import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    pageUrl: 'https://github.com/o/r/blob/main/docs/user-guide/index.md',
  });

describe('renderMarkdown: MyST', () => {
  it('renders admonition fences as titled divs with Markdown inside', () => {
    const html = render(
      '```{note}\nUse **bf16**.\n\n- one\n```\n\n```{admonition} Custom title\n:class: tip\nBody\n```',
    );
    expect(html).toContain(
      '<div class="admonition note"><p class="admonition-title">Note</p>\n<p>Use <strong>bf16</strong>.</p>',
    );
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<p class="admonition-title">Custom title</p>\n<p>Body</p>');
    expect(html).not.toContain(':class:');
  });

  it('renders colon fences, nested by colon count', () => {
    const html = render('::::{important}\nOuter\n:::{tip} Inline start\nInner\n:::\n::::\n\nAfter');
    expect(html).toMatch(
      /<div class="admonition important">[\s\S]*Outer[\s\S]*<div class="admonition tip">[\s\S]*<p>Inline start<\/p>\n<p>Inner<\/p>\n<\/div>\n<\/div>\n<p>After<\/p>/,
    );
  });

  it('turns a toctree into a list of links to Markdown files', () => {
    const html = render(
      '```{toctree}\n:maxdepth: 2\n:caption: Guides\n\nparallelism\nMoE <features/moe>\nself\napi/*\n```',
    );
    expect(html).toContain('<p class="caption"><strong>Guides</strong></p>');
    expect(html).toContain(
      '<a href="https://github.com/o/r/blob/main/docs/user-guide/parallelism.md">parallelism</a>',
    );
    expect(html).toContain(
      '<a href="https://github.com/o/r/blob/main/docs/user-guide/features/moe.md">MoE</a>',
    );
    expect(html).toContain('<li>api/*</li>');
    expect(html).not.toContain('self');
  });

  it('reduces roles to their text, code roles to code', () => {
    const html = render(
      'See {ref}`the guide <install>`, {doc}`usage`, {py:class}`~megatron.core.Model` and {math}`x^2`.',
    );
    expect(html).toBe('<p>See the guide, usage, <code>Model</code> and <code>x^2</code>.</p>\n');
  });

  it('drops targets, attribute lines and heading attributes', () => {
    const html = render(
      '(install-guide)=\n# Install {#install}\n\n{.lead}\nText\n\n% a comment\n+++\nMore',
    );
    expect(html).toBe('<h1 id="install">Install</h1>\n<p>Text</p>\n<p>More</p>\n');
  });

  it('renders code-block directives, eval-rst and API generators readably', () => {
    const html = render(
      '```{code-block} python\n:linenos:\nx = 1\n```\n\n```{eval-rst}\n.. note::\n   From rst.\n```\n\n```{automodule} megatron.core\n:members:\n```\n\n```{raw} html\n<script>x</script>\n```',
    );
    expect(html).toContain('<pre><code class="language-python">x = 1\n</code></pre>');
    expect(html).toContain('<strong>Note</strong>');
    expect(html).toContain('From rst.');
    expect(html).toContain('<code>automodule megatron.core</code>');
    expect(html).not.toContain('script');
  });

  it('leaves MyST syntax inside code blocks alone', () => {
    const html = render('````markdown\n```{note}\nx\n```\n(label)=\n````');
    expect(html).toContain('```{note}\nx\n```\n(label)=');
  });

  it('stops expanding pathologically nested fences', () => {
    let text = 'core';
    for (let i = 0; i < 12; i++) text = `${'`'.repeat(4 + i)}{note}\n${text}\n${'`'.repeat(4 + i)}`;
    const html = render(text);
    expect((html.match(/admonition note/g) ?? []).length).toBeLessThanOrEqual(7);
    expect(html).toContain('core');
  });
});

describe('renderMarkdown: GitBook', () => {
  it('renders hints, tabs and drops column wrappers', () => {
    const html = render(
      [
        '{% hint style="warning" %}',
        'Needs a **GPU**.',
        '{% endhint %}',
        '',
        '{% tabs %}',
        '{% tab title="pip" %}',
        '```bash',
        'pip install x',
        '```',
        '{% endtab %}',
        '{% tab title="conda" %}',
        '{% hint style="info" %}',
        'Nested.',
        '{% endhint %}',
        '{% endtab %}',
        '{% endtabs %}',
        '',
        '{% columns %}',
        '{% column width="50%" %}',
        'Left',
        '{% endcolumn %}',
        '{% endcolumns %}',
      ].join('\n'),
    );
    expect(html).toContain(
      '<div class="admonition warning"><p class="admonition-title">Warning</p>\n<p>Needs a <strong>GPU</strong>.</p>\n</div>',
    );
    expect(html).toContain(
      '<div class="tab"><p class="tab-title"><strong>pip</strong></p>\n<pre><code class="language-bash">',
    );
    expect(html).toMatch(/<strong>conda<\/strong>[\s\S]*admonition note[\s\S]*Nested\./);
    expect(html).toContain('<p>Left</p>');
    expect(html).not.toContain('{%');
  });

  it('turns embeds, figures and card tables into links, images and lists', () => {
    const html = render(
      [
        '{% embed url="https://www.youtube.com/watch?v=abc" %}',
        '',
        '<figure><img src="https://files.example.org/a.png" alt="Loss curve"><figcaption><p>Loss</p></figcaption></figure>',
        '',
        '<table data-view="cards"><thead><tr><th></th><th></th></tr></thead><tbody>',
        '<tr><td><strong>Fine-tune</strong></td><td><a href="fine-tuning">fine-tuning</a></td></tr>',
        '<tr><td><strong>Run</strong></td><td>Locally</td></tr>',
        '</tbody></table>',
        '',
        'Inline `<br>` code stays.',
      ].join('\n'),
    );
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=abc">https://www.youtube.com/watch?v=abc</a>',
    );
    expect(html).toContain('<img src="https://files.example.org/a.png" alt="Loss curve"> Loss');
    expect(html).toContain(
      '<li>Fine-tune — <a href="https://github.com/o/r/blob/main/docs/user-guide/fine-tuning">fine-tuning</a></li>',
    );
    expect(html).toContain('<li>Run — Locally</li>');
    expect(html).toContain('<code>&lt;br&gt;</code>');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

const PAGE = 'https://github.com/o/r/blob/main/docs/guide.md';
const render = (markdown: string, extra: Partial<Parameters<typeof renderMarkdown>[1]> = {}) =>
  renderMarkdown(markdown, { pageUrl: PAGE, ...extra });

describe('renderMarkdown basics', () => {
  it('renders GFM tables and fenced code with language classes', () => {
    const html = render('| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\n```python\nprint(1 < 2)\n```');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td><s>2</s></td>');
    expect(html).toContain('<pre><code class="language-python">print(1 &lt; 2)\n</code></pre>');
  });

  it('keeps raw HTML as text and drops unsafe links', () => {
    const html = render(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript/);
    expect(html).not.toContain('onerror=alert(1)>');
  });

  it('gives headings GitHub-style ids, unique per page', () => {
    const html = render(
      '# Quick Start!\n## Quick Start\n## `torch.compile` & FSDP2\n## 中文 标题\n## Quick Start\n## ***\n## Quick Start-1',
    );
    expect([...html.matchAll(/id="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'quick-start',
      'quick-start-1',
      'torchcompile--fsdp2',
      '中文-标题',
      'quick-start-2',
      'section',
      'quick-start-1-1',
    ]);
  });

  it('starts slugs afresh on every render', () => {
    expect(render('# A')).toContain('id="a"');
    expect(render('# A')).toContain('id="a"');
  });

  it('resolves links and images relative to the page, or through the resolvers', () => {
    const html = render(
      '[fsdp](fsdp.md#usage) [root](/README.md) [anchor](#x) ![d](img/d.png) <https://x.org/a>',
    );
    expect(html).toContain('href="https://github.com/o/r/blob/main/docs/fsdp.md#usage"');
    expect(html).toContain('href="https://github.com/README.md"');
    expect(html).toContain('href="#x"');
    expect(html).toContain('src="https://github.com/o/r/blob/main/docs/img/d.png"');
    expect(html).toContain('href="https://x.org/a"');
    const resolved = render('[fsdp](fsdp.md) ![d](img/d.png) [gone](gone.md)', {
      resolveLink: (href) => (href === 'fsdp.md' ? 'https://mirror/fsdp' : undefined),
      resolveImage: (src) => `https://raw.example/${src}`,
    });
    expect(resolved).toContain('href="https://mirror/fsdp"');
    expect(resolved).toContain('src="https://raw.example/img/d.png"');
    expect(resolved).toContain('href="https://github.com/o/r/blob/main/docs/gone.md"');
  });

  it('drops links the resolver maps to an unsafe scheme', () => {
    const html = render('[a](a.md)', { resolveLink: () => 'javascript:alert(1)' });
    expect(html).toBe('<p><a>a</a></p>\n');
  });

  it('autolinks only URLs with a scheme', () => {
    const html = render('Run setup.py, see https://x.org/docs.');
    expect(html).toContain('<a href="https://x.org/docs">https://x.org/docs</a>.');
    expect(html).not.toContain('http://setup.py');
  });

  it('turns README-style HTML into Markdown: centred titles, logos, badges', () => {
    const html = render(
      [
        '<div align="center">',
        '<h1 align="center">TorchTitan</h1>',
        '<a href="https://ci.example.org/"><img src="https://badge.example.org/ci.svg" alt="CI [status]"></a>',
        '<picture><source srcset="docs/dark.png" media="(prefers-color-scheme: dark)"><img src="docs/logo (1).png" width="200"></picture>',
        'Uses <code>torch.compile</code> and <b>FSDP2</b>.<br/>',
        '</div>',
      ].join('\n'),
    );
    expect(html).toContain('<h1 id="torchtitan">TorchTitan</h1>');
    expect(html).toContain(
      '<a href="https://ci.example.org/"><img src="https://badge.example.org/ci.svg" alt="CI status"></a>',
    );
    expect(html).toContain('src="https://github.com/o/r/blob/main/docs/docs/logo%20(1).png"');
    expect(html).toContain('Uses <code>torch.compile</code> and FSDP2.');
    expect(html).not.toContain('&lt;');
  });
});

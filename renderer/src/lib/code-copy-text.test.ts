import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { codeCopyText } from './code-copy-text.ts';

function pre(html: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return (
    document.querySelector('td.code pre, pre:not(.linenos pre)') ?? document.querySelector('pre')!
  );
}

describe('codeCopyText', () => {
  it('drops Sphinx prompts and output lines, keeping continuation prompts’ code', () => {
    const block =
      pre(`<div class="highlight-pycon"><div class="highlight"><pre><span class="gp">&gt;&gt;&gt; </span>import torch
<span class="gp">&gt;&gt;&gt; </span>torch.ones(2)
<span class="go">tensor([1., 1.])</span>
<span class="gp">... </span>more()
</pre></div></div>`);
    expect(codeCopyText(block)).toBe('import torch\ntorch.ones(2)\nmore()');
  });

  it('drops `$` prompts marked as .gp and keeps an unprompted continuation line', () => {
    const block = pre(`<pre><span class="gp">$ </span>pip install \\
    deepspeed
<span class="gp">$ </span>deepspeed train.py
</pre>`);
    expect(codeCopyText(block)).toBe('pip install \\\n    deepspeed\ndeepspeed train.py');
  });

  it('strips typed prompts only in a block declared as a session', () => {
    expect(
      codeCopyText(pre('<pre><code class="language-console">$ ls\nfile.txt\n$ pwd</code></pre>')),
    ).toBe('ls\npwd');
    expect(
      codeCopyText(pre('<div class="highlight-pycon"><pre>&gt;&gt;&gt; 1 + 1\n2</pre></div>')),
    ).toBe('1 + 1');
    // A Python block whose comparison starts a line with `> ` is code, not a prompt.
    expect(codeCopyText(pre('<pre class="language-python">x = (a\n> b)</pre>'))).toBe(
      'x = (a\n> b)',
    );
  });

  it('leaves line numbers out, inline or in a Pygments table', () => {
    const table =
      pre(`<table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1
2</pre></div></td><td class="code"><div class="highlight"><pre>a = 1
b = 2
</pre></div></td></tr></table>`);
    expect(codeCopyText(table)).toBe('a = 1\nb = 2');
    expect(
      codeCopyText(
        pre('<pre><span class="linenos">1</span>a\n<span class="linenos">2</span>b</pre>'),
      ),
    ).toBe('a\nb');
  });

  it('copies plain code unchanged but for trailing newlines', () => {
    expect(codeCopyText(pre('<pre>  indented\n\n\tline\n\n</pre>'))).toBe('  indented\n\n\tline');
  });
});

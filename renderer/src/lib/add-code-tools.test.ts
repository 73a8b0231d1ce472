import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { addCodeTools, collectCopyTexts, runCodeTool } from './add-code-tools.ts';

function content(html: string) {
  const { document } = parseHTML(
    `<!doctype html><html><body><article>${html}</article></body></html>`,
  );
  return document.querySelector('article')!;
}

describe('code tools', () => {
  it('puts Copy and Wrap on each code block but the line-number column', () => {
    const root = content(
      `<pre>a</pre><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1</pre></div></td><td class="code"><pre>b</pre></td></tr></table>`,
    );
    const texts = collectCopyTexts(root);
    addCodeTools(root, texts);
    expect(root.querySelectorAll('.code-block')).toHaveLength(2);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Wrap',
      'Copy',
      'Wrap',
      'Copy',
    ]);
    expect(root.querySelector('.linenodiv .code-block')).toBeNull();
  });

  it('copies the text read before colouring, not what the block shows later', async () => {
    const root = content('<pre><span class="gp">$ </span>ls</pre>');
    const texts = collectCopyTexts(root);
    // Colouring replaces the prompt span with its own; the copy must not see that.
    root.querySelector('pre')!.textContent = '$ ls';
    addCodeTools(root, texts);
    const write = vi.fn((_text: string) => Promise.resolve());
    expect(runCodeTool(root.querySelector('.code-copy')!, texts, write)).toBe(true);
    expect(write).toHaveBeenCalledWith('ls');
    await Promise.resolve();
    expect(root.querySelector('.code-copy')!.textContent).toBe('Copied');
  });

  it('toggles wrapping and says so with aria-pressed; other clicks are not its business', () => {
    const root = content('<pre>long line</pre><p>text</p>');
    const texts = collectCopyTexts(root);
    addCodeTools(root, texts);
    const wrap = root.querySelector('.code-wrap')!;
    runCodeTool(wrap, texts, () => Promise.resolve());
    expect(root.querySelector('pre')!.classList.contains('is-wrapped')).toBe(true);
    expect(wrap.getAttribute('aria-pressed')).toBe('true');
    expect(runCodeTool(root.querySelector('p')!, texts, () => Promise.resolve())).toBe(false);
  });
});

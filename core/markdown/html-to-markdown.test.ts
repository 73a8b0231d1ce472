import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.ts';

const markdown = (html: string) => htmlToMarkdown(html, { links: true });

describe('htmlToMarkdown', () => {
  it('fences <pre> with its language, longer than any backtick run inside', () => {
    expect(markdown('<div class="highlight-python"><pre>x = 1</pre></div>')).toBe(
      '```python\nx = 1\n```',
    );
    expect(markdown('<pre>a ``` b</pre>')).toBe('````\na ``` b\n````');
  });

  it('hands out text only: no tag, image or script link survives from a page', () => {
    const out = markdown(
      `<p>Use &lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;steal()&lt;/script&gt;</p>
       <p><img src="http://tracker.example/pixel.png" alt="a [diagram]"></p>
       <p><a href="javascript:alert(1)">click</a> <a href="https://ok.example/a b(c)">ok</a></p>
       <table><tr><td colspan="2"><ul><li>cell <img src="http://x.example/i.png"></li></ul></td></tr>
       <tr><td>a</td><td>b</td></tr></table>`,
    );
    expect(out).not.toMatch(/(?<!\\)<[a-z!/]/i);
    expect(out).toContain('\\<img src=x');
    expect(out).toContain('[image: a \\[diagram\\]]');
    expect(out).not.toContain('](http://tracker');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('[ok](https://ok.example/a%20b%28c%29)');
    expect(out).toContain('cell');
  });

  it('as text, drops link targets and emphasis', () => {
    expect(
      htmlToMarkdown('<p><a href="https://x.example/">see <b>this</b></a></p>', { links: false }),
    ).toBe('see this');
  });
});

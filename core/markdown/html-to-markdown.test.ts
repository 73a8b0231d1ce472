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

describe('text agents can copy', () => {
  it('writes a Sphinx signature as one code span, with no escapes', () => {
    expect(
      markdown(
        `<dl><dt class="sig sig-object py" id="json.dumps"><span class="sig-prename descclassname"><span class="pre">json.</span></span><span class="sig-name descname"><span class="pre">dumps</span></span><span class="sig-paren">(</span><em class="sig-param"><span class="n"><span class="pre">obj</span></span></em>, <em class="sig-param"><span class="o"><span class="pre">*</span></span></em>, <em class="sig-param"><span class="n"><span class="pre">sort_keys</span></span><span class="o"><span class="pre">=</span></span><span class="default_value"><span class="pre">False</span></span></em>, <em class="sig-param"><span class="o"><span class="pre">**</span></span><span class="n"><span class="pre">kw</span></span></em><span class="sig-paren">)</span><a class="headerlink" href="#json.dumps">¶</a></dt><dd><p>Serialize.</p></dd></dl>`,
      ),
    ).toBe('`json.dumps(obj, *, sort_keys=False, **kw)`\n\nSerialize.');
  });

  it('leaves a name with an underscore and a value after = as they are in prose', () => {
    expect(markdown('<p>Pass <em>sort_keys</em><span>=</span><span>False</span>.</p>')).toBe(
      'Pass _sort_keys_=False.',
    );
    expect(markdown('<p>C:\\temp and -1 and a - b</p>')).toBe('C:\\temp and -1 and a - b');
  });

  it('still escapes what Markdown would read as markup', () => {
    expect(markdown('<p>__init__ and *args and [x] and `y`</p>')).toBe(
      '\\_\\_init\\_\\_ and \\*args and \\[x\\] and \\`y\\`',
    );
    expect(markdown('<p># not a heading</p>')).toBe('\\# not a heading');
    expect(markdown('<p>- not a list</p>')).toBe('\\- not a list');
  });
});

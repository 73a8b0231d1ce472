import { readdirSync, readFileSync } from 'node:fs';
import type { AnyNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { buildPageTree } from './build-page-tree.ts';
import { PAGE_BUDGET } from './page-budget.ts';
import { expectSameTree } from './testing/expect-same-tree.ts';
import { XSS_VECTORS } from './testing/xss-vectors.ts';

const LIMITS = PAGE_BUDGET;
const FIXTURES = new URL('./fixtures/', import.meta.url);

/** The Parser's rules one by one, and what it does with broken and hostile markup. */
const SNIPPETS = [
  '',
  'text only &amp; an entity &notanentity; &#x41;&#65;',
  '<!DOCTYPE html><html><head><title>T</title></head><body><p>a</body></html>',
  '<p>one<p>two<div>three</div><h2>four<h3>five</h3></h2>',
  '<ul><li>a<li>b</ul><dl><dt>t<dd>d<dt>u</dl><table><tr><td>1<td>2<tr><th>3</table>',
  '<table><thead><tr><td>a<tbody><tr><td>b<tfoot><tr><td>c</table>',
  '<select><option>a<option>b<optgroup><option>c</select><input><button>b</button>',
  '<form><form><input name=a></form>after</form>',
  '</p></br><br/><hr/><img src=x /><wbr>',
  '<a href=1>one<a href=2>two</a></a>',
  '<svg><clipPath id=c><rect/></clipPath><foreignObject><p>html</p><clippath/></foreignObject><title>t</title></svg>',
  '<svg><image href=x /><desc><b>bold</desc></svg><image src=y>',
  '<math><mi>x</mi><mo>+</mo><annotation-xml><svg><a/></svg></annotation-xml></math>',
  '<script>if (a < b) document.write("</p>")</script><style>p{}</style><textarea><b></textarea>',
  '<title>a <b> title</title><noscript><p>n</p></noscript><template><p>t</p></template>',
  '<!-- a comment --><![CDATA[x]]><svg><![CDATA[in svg]]></svg><?xml version="1.0"?>',
  '<div class=a CLASS=b Id="x" data-Y=\'z\' hidden>dup attributes</div>',
  '<DIV><SPAN>Upper</Span></div><Image src=i>',
  '<p>unclosed <b>bold <i>italic',
  '<div><span>truncated <a href="x',
  '<div attr',
  '<rt>a<rp>b<rt>c',
  '<body><head><link><script></script><body>',
];

describe('buildPageTree', () => {
  it('builds the tree htmlparser2 and domhandler build, on the rules one by one', () => {
    for (const html of SNIPPETS) expectSameTree(html, html);
  });

  it('on every fixture and every known XSS vector', () => {
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.html'))) {
      expectSameTree(readFileSync(new URL(name, FIXTURES), 'utf8'), name);
    }
    for (const vector of XSS_VECTORS) expectSameTree(`<body><main>${vector}</main>`, vector);
  });

  it('closes `/>` on any element as recognizeSelfClosing does, for XHTML pages', () => {
    for (const html of SNIPPETS) expectSameTree(html, html, true);
    const docbook = '<h2 class="title"><a id="x"/>3.2. Systemd init</h2><p>text</p>';
    expectSameTree(docbook, docbook, true);
    const { doc } = buildPageTree(docbook, LIMITS, true);
    const h2 = doc.children[0] as Element;
    expect(h2.children.map((c) => ('name' in c ? c.name : c.type))).toEqual(['a', 'text']);
  });

  it('lists the elements in document order', () => {
    const html = '<p>a<b>b</b><table><td>c</table><svg><a/></svg></br>';
    const { doc, elements } = buildPageTree(html, LIMITS);
    const walk = (node: AnyNode): AnyNode[] =>
      'children' in node
        ? node.children.flatMap((c) => ('attribs' in c ? [c, ...walk(c)] : []))
        : [];
    expect(elements).toEqual(walk(doc));
  });
});

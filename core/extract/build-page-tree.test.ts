import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyNode } from 'domhandler';
import { DomHandler, Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildPageTree } from './build-page-tree.ts';
import { PAGE_BUDGET } from './page-budget.ts';
import { XSS_VECTORS } from './testing/xss-vectors.ts';

const LIMITS = PAGE_BUDGET;
const FIXTURES = new URL('./fixtures/', import.meta.url);
const REAL_SITES = ['/usr/share/doc/python3.11/html', '/usr/share/doc/python-dask-doc/html'];

/** What htmlparser2's Parser and DomHandler build, the tree buildPageTree must match. */
function parserTree(html: string): AnyNode {
  const handler = new DomHandler();
  new Parser(handler).end(html);
  return handler.root;
}

/**
 * The first difference between two trees, as a path of child indices, or undefined: the class of
 * every node, its type, name, data and attributes (in order), and every parent and sibling link.
 */
function difference(a: AnyNode, b: AnyNode, path = 'root'): string | undefined {
  if (a.constructor !== b.constructor || a.type !== b.type) return `${path}: node kind`;
  // Own fields only: the node classes' getters (`tagName`, `firstChild`) derive from these.
  const x: Record<string, unknown> = { ...a };
  const y: Record<string, unknown> = { ...b };
  if (x.name !== y.name || x.data !== y.data) return `${path}: name or data`;
  if (
    JSON.stringify(Object.entries((x.attribs as object | undefined) ?? {})) !==
    JSON.stringify(Object.entries((y.attribs as object | undefined) ?? {}))
  )
    return `${path}: attributes`;
  const [xs, ys] = [x.children as AnyNode[] | undefined, y.children as AnyNode[] | undefined];
  if ((xs === undefined) !== (ys === undefined)) return `${path}: children`;
  if (xs === undefined || ys === undefined) return undefined;
  if (xs.length !== ys.length) return `${path}: ${ys.length} children, not ${xs.length}`;
  for (let i = 0; i < xs.length; i++) {
    const [p, q] = [xs[i] as AnyNode, ys[i] as AnyNode];
    if (p.parent !== a || q.parent !== b) return `${path}/${i}: parent`;
    if (p.prev !== (xs[i - 1] ?? null) || q.prev !== (ys[i - 1] ?? null))
      return `${path}/${i}: prev`;
    if (p.next !== (xs[i + 1] ?? null) || q.next !== (ys[i + 1] ?? null))
      return `${path}/${i}: next`;
    const inner = difference(p, q, `${path}/${i}`);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function expectSameTree(html: string, label: string): void {
  expect(difference(parserTree(html), buildPageTree(html, LIMITS).doc), label).toBeUndefined();
}

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

  for (const dir of REAL_SITES) {
    it.skipIf(!existsSync(dir))(`on every page of ${dir}`, { timeout: 120_000 }, () => {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
      for (const name of files.filter((n) => n.endsWith('.html'))) {
        expectSameTree(readFileSync(join(dir, name), 'utf8'), name);
      }
    });
  }

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

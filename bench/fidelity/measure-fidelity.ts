import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { FidelitySample } from './samples.ts';

/** found of total; a page with none of a kind counts for nothing in that kind. */
export interface Recall {
  found: number;
  total: number;
}

export interface PageFidelity {
  headings: Recall;
  signatures: Recall;
  code: Recall;
  /** Words of the source's content (as a multiset) found in the extracted page. */
  words: Recall;
  /** Words of the extracted page that the source's content does not have: chrome that leaked. */
  leaked: Recall;
  /** What is missing, for --verbose: the first few headings, signatures and code blocks lost. */
  missing: string[];
}

const WORD = /[\p{L}\p{N}_]+/gu;

function tokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function key(text: string): string {
  return tokens(text).join(' ');
}

function counts(words: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const word of words) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

/**
 * Parsed as a browser that honours the document's own syntax would: XHTML (DocBook, Doxygen's
 * `<br/>`) with self-closing tags closed, so `<a id="x"/>` does not swallow a heading.
 */
function parseSource(html: string): ReturnType<typeof parseDocument> {
  const xhtml = /^\s*<\?xml|<html[^>]+xmlns="http:\/\/www\.w3\.org\/1999\/xhtml"/i.test(
    html.slice(0, 2000),
  );
  return parseDocument(html, { recognizeSelfClosing: xhtml });
}

function contentRoot(html: string, sample: FidelitySample): Element {
  const doc = parseSource(html);
  for (const selector of sample.root) {
    const root = selectOne<AnyNode, Element>(selector, doc);
    if (root !== null) {
      for (const chrome of selectAll<AnyNode, Element>(sample.drop.join(', ') || ':not(*)', root)) {
        DomUtils.removeElement(chrome);
      }
      hideClosedDetails(root);
      return root;
    }
  }
  throw new Error(`no ${sample.root.join(' / ')} in a ${sample.name} page`);
}

/**
 * A reader sees a closed `<details>` as its summary only: content collapsed there counts on
 * neither side, so a `<details open>` shown closed is content lost.
 */
function hideClosedDetails(doc: Element | ReturnType<typeof parseDocument>): void {
  for (const details of selectAll('details:not([open])', doc)) {
    for (const child of [...details.children]) {
      if (!(isTag(child) && child.name === 'summary')) DomUtils.removeElement(child);
    }
  }
}

function text(nodes: AnyNode | AnyNode[]): string {
  return DomUtils.textContent(nodes);
}

function recallOf(
  expected: readonly string[],
  isKept: (key: string) => boolean,
  missing: string[],
): Recall {
  const keys = expected.map(key).filter((k) => k !== '');
  const lost = keys.filter((k) => !isKept(k));
  missing.push(...lost.slice(0, 3).map((k) => k.slice(0, 80)));
  return { found: keys.length - lost.length, total: keys.length };
}

/** How much of one page's content, as its source HTML has it, the extracted HTML kept. */
export function measureFidelity(
  sourceHtml: string,
  extracted: { html: string; title: string },
  sample: FidelitySample,
): PageFidelity {
  const source = contentRoot(sourceHtml, sample);
  const out = parseDocument(extracted.html);
  hideClosedDetails(out);
  const missing: string[] = [];

  const headingSelector = ['h1, h2, h3, h4, h5, h6', sample.headings].filter(Boolean).join(', ');
  // Compared without spaces: a separator CSS drew ("Gtk" · "Button") may come through as text.
  const compact = (k: string) => k.replaceAll(' ', '');
  const outHeadings = new Set(
    [extracted.title, ...selectAll('h1, h2, h3, h4, h5, h6', out).map((h) => text(h))].map((h) =>
      compact(key(h)),
    ),
  );
  const headings = recallOf(
    selectAll(headingSelector, source).map((h) => text(h)),
    (k) => outHeadings.has(compact(k)),
    missing,
  );

  const outText = key(text(out));
  const signatures = recallOf(
    sample.signatures === undefined ? [] : selectAll(sample.signatures, source).map((s) => text(s)),
    (k) => outText.includes(k),
    missing,
  );

  const outCode = selectAll('pre', out)
    .map((pre) => key(text(pre)))
    .join(' | ');
  const codeSelector = ['pre', sample.code].filter(Boolean).join(', ');
  const code = recallOf(
    selectAll(codeSelector, source).map((block) => text(block)),
    (k) => outCode.includes(k),
    missing,
  );

  const sourceWords = counts(tokens(text(source)));
  const outWords = counts(tokens(text(out)));
  let kept = 0;
  let total = 0;
  let extra = 0;
  let outTotal = 0;
  for (const [word, n] of sourceWords) {
    total += n;
    kept += Math.min(n, outWords.get(word) ?? 0);
  }
  for (const [word, n] of outWords) {
    outTotal += n;
    extra += Math.max(0, n - (sourceWords.get(word) ?? 0));
  }
  return {
    headings,
    signatures,
    code,
    words: { found: kept, total },
    leaked: { found: extra, total: outTotal },
    missing,
  };
}

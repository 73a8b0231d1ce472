import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ElementType, parseDocument } from 'htmlparser2';
import type { Recall } from '../measure-fidelity.ts';
import type { MirroredSite } from './mirror-matrix.ts';
import type { SampleSource, SourcePage } from './sample-source.ts';

export interface SiteScore {
  headings: Recall;
  signatures: Recall;
  code: Recall;
  /** Table rows, admonitions and definition list entries. */
  blocks: Recall;
  words: Recall;
  leaked: Recall;
  /** Whether the table of contents lists the guide's pages in the source's order; undefined: no nav. */
  navOrder: boolean | undefined;
  /** What was lost, for the report: "page: item". */
  missing: string[];
}

const WORD = /[\p{L}\p{N}_]+/gu;
export const tokens = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];
export const key = (text: string): string => tokens(text).join(' ');
/**
 * A heading without the number its generator put before it: DocBook's "Chapter 3. Settings",
 * Texinfo's "1.2 Settings". The number is the book's, not a word of the source.
 */
export const unnumbered = (heading: string): string =>
  heading.replace(/^(?:(?:chapter|appendix|section) )?(?:\d+ )+/, '');

/** Text nodes joined by spaces, so two blocks' words never run together. */
export function text(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (n: AnyNode): void => {
    if (n.type === ElementType.Text) parts.push(n.data);
    else if ('children' in n) n.children.forEach(walk);
  };
  walk(node);
  return parts.join(' ');
}

interface StoredView {
  title: string;
  headings: string[];
  code: string[];
  /** The page's words, space-joined, with a space at each end for whole-word searches. */
  text: string;
  tokens: string[];
}

/**
 * A heading's number marked as the book's label (`span.section-number`: Sphinx's own, and what
 * extraction makes of DocBook's "Chapter 3." and Texinfo's "2.1") is no word of the source, as
 * unnumbered() says for the headings; the reader still shows it. An unmarked number still counts.
 */
export const withoutNumbers = (node: AnyNode): AnyNode => {
  for (const label of selectAll<AnyNode, Element>('span.section-number', node)) label.children = [];
  return node;
};

function view(page: { title: string; html: string }): StoredView {
  const doc = withoutNumbers(parseDocument(page.html));
  const all = text(doc);
  return {
    title: unnumbered(key(page.title)),
    headings: selectAll('h1, h2, h3, h4, h5, h6', doc).map((h) => unnumbered(key(text(h)))),
    code: selectAll('pre', doc).map((pre) => key(text(pre))),
    text: ` ${key(all)} `,
    tokens: tokens(all),
  };
}

/**
 * How many of `expected` are found in order: each searched for from where the previous one was
 * found, so an item out of place counts as lost. `find` returns the next position, or -1.
 */
function inOrder(
  expected: readonly string[],
  find: (item: string, from: number) => number,
  lost: (item: string) => void,
): Recall {
  let at = 0;
  let found = 0;
  for (const item of expected) {
    const next = find(key(item), at);
    if (next < 0) lost(item);
    else {
      found++;
      at = next;
    }
  }
  return { found, total: expected.length };
}

/** The stored page that is this source page: its h1 (or title) is the page's title. */
function storedPage(views: readonly StoredView[], page: SourcePage): StoredView | undefined {
  const title = key(page.title);
  return views.find((v) => v.headings[0] === title) ?? views.find((v) => v.title === title);
}

/** A signature's name followed by its parameters' words, close together, on any stored page. */
function hasSignature(views: readonly StoredView[], signature: string): boolean {
  const [name, ...rest] = tokens(signature);
  const window = 3 * rest.length + 4;
  return views.some(({ tokens: t }) =>
    t.some((word, start) => {
      if (word !== name) return false;
      let at = start + 1;
      for (const part of rest) {
        while (at < t.length && at <= start + window && t[at] !== part) at++;
        if (at >= t.length || at > start + window) return false;
        at++;
      }
      return true;
    }),
  );
}

const add = (a: Recall, b: Recall): Recall => ({
  found: a.found + b.found,
  total: a.total + b.total,
});

export function scoreSite(mirrored: MirroredSite, source: SampleSource): SiteScore {
  const views = mirrored.pages.map(view);
  const zero = { found: 0, total: 0 };
  const score: SiteScore = {
    headings: zero,
    signatures: zero,
    code: zero,
    blocks: zero,
    words: zero,
    leaked: zero,
    navOrder: undefined,
    missing: [],
  };
  for (const page of source.pages) {
    const stored = storedPage(views, page);
    const lost = (item: string) => score.missing.push(`${page.name}: ${item.slice(0, 60)}`);
    if (stored === undefined) {
      lost('the whole page');
      const none = (items: readonly string[]) => ({ found: 0, total: items.length });
      score.headings = add(score.headings, none(page.headings));
      score.code = add(score.code, none(page.code));
      score.blocks = add(
        score.blocks,
        none([...page.tableRows, ...page.admonitions, ...page.definitions]),
      );
      score.words = add(score.words, none(tokens(page.text)));
      continue;
    }
    const headings =
      stored.headings[0] === key(page.title)
        ? stored.headings
        : [key(page.title), ...stored.headings];
    score.headings = add(
      score.headings,
      inOrder(
        page.headings,
        (k, from) => {
          const i = headings.indexOf(k, from);
          return i < 0 ? -1 : i + 1;
        },
        lost,
      ),
    );
    score.code = add(
      score.code,
      inOrder(
        page.code,
        (k, from) => {
          const i = stored.code.findIndex((pre, n) => n >= from && pre.includes(k));
          return i < 0 ? -1 : i + 1;
        },
        lost,
      ),
    );
    const inText = (k: string, from: number) => {
      const i = stored.text.indexOf(` ${k} `, from);
      return i < 0 ? -1 : i + k.length + 1;
    };
    score.blocks = add(score.blocks, inOrder(page.tableRows, inText, lost));
    score.blocks = add(score.blocks, inOrder(page.admonitions, inText, lost));
    score.blocks = add(score.blocks, inOrder(page.definitions, inText, lost));
    const counts = new Map<string, number>();
    for (const word of tokens(page.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const out = new Map<string, number>();
    for (const word of stored.tokens) out.set(word, (out.get(word) ?? 0) + 1);
    let kept = 0;
    let extra = 0;
    for (const [word, n] of counts) kept += Math.min(n, out.get(word) ?? 0);
    for (const [word, n] of out) extra += Math.max(0, n - (counts.get(word) ?? 0));
    score.words = add(score.words, { found: kept, total: tokens(page.text).length });
    score.leaked = add(score.leaked, { found: extra, total: stored.tokens.length });
  }
  if (mirrored.site.api !== undefined) {
    const expected = source.signatures[mirrored.site.api];
    const found = expected.filter((s) => hasSignature(views, s));
    for (const s of expected) if (!found.includes(s)) score.missing.push(`signature: ${s}`);
    score.signatures = { found: found.length, total: expected.length };
  }
  if (mirrored.site.hasNav) {
    const toc = mirrored.toc.map(key);
    const at = source.pages.map((p) => toc.findIndex((t) => t.includes(key(p.title))));
    score.navOrder = at.every((i, n) => i >= 0 && (n === 0 || i > at[n - 1]!));
    if (!score.navOrder) score.missing.push(`nav: ${mirrored.toc.slice(0, 8).join(' / ')}`);
  }
  return score;
}

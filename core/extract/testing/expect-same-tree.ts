import type { AnyNode } from 'domhandler';
import { DomHandler, Parser } from 'htmlparser2';
import { expect } from 'vitest';
import { buildPageTree } from '../build-page-tree.ts';
import { PAGE_BUDGET } from '../page-budget.ts';

/** What htmlparser2's Parser and DomHandler build, the tree buildPageTree must match. */
function parserTree(html: string, recognizeSelfClosing: boolean): AnyNode {
  const handler = new DomHandler();
  new Parser(handler, { recognizeSelfClosing }).end(html);
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

export function expectSameTree(html: string, label: string, recognizeSelfClosing = false): void {
  const built = buildPageTree(html, PAGE_BUDGET, recognizeSelfClosing).doc;
  expect(difference(parserTree(html, recognizeSelfClosing), built), label).toBeUndefined();
}

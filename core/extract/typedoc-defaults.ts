import type { ChildNode, Element, ParentNode } from 'domhandler';
import { cloneNode, Text } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';
import { isElement } from './is-element.ts';

const isSignatureItem = compileRules(['ul.tsd-signatures > li']);
const hasClass = (node: ChildNode, name: string): node is Element =>
  isElement(node) && (node.attribs.class ?? '').split(/\s+/).includes(name);

/** Brackets a parameter's type may hold, net: `=>` is an arrow, not a closing `>`. */
function depthChange(symbol: string): number {
  const bare = symbol.replace(/=>/g, '');
  return (bare.match(/[([{<]/g)?.length ?? 0) - (bare.match(/[)\]}>]/g)?.length ?? 0);
}

/** Each documented parameter's default (` = 1`), by name, from the signature's parameter list. */
function defaultsOf(item: Element): Map<string, Element> {
  const defaults = new Map<string, Element>();
  const isEntry = compileRules(['ul.tsd-parameter-list > li > span']);
  for (const entry of DomUtils.findAll(isEntry, item.children)) {
    const name = entry.children.find((c) => hasClass(c, 'tsd-kind-parameter'));
    const last = entry.children.findLast(isElement);
    if (name === undefined || last === undefined || !hasClass(last, 'tsd-signature-symbol'))
      continue;
    if (!/^\s*=\s*\S/.test(DomUtils.textContent(last))) continue;
    defaults.set(DomUtils.textContent(name).trim(), last);
  }
  return defaults;
}

/**
 * Puts each parameter's default value back into its signature. TypeDoc writes
 * `addTile(colour: string, weight?: number): void` and keeps `weight: number = 1` for the
 * parameter list below the description, so the signature a reader, a search snippet or an agent
 * sees first says the parameter is optional but not what it defaults to. The signature becomes
 * `weight: number = 1`, as the parameter list (and the source) spell it.
 */
export function typedocDefaults(root: ParentNode): void {
  for (const item of DomUtils.findAll(isSignatureItem, root.children)) {
    const signature = item.children.find((c) => hasClass(c, 'tsd-signature'));
    if (signature === undefined) continue;
    const defaults = defaultsOf(item);
    if (defaults.size === 0) continue;
    const parts = signature.children;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (!hasClass(part, 'tsd-kind-parameter')) continue;
      const value = defaults.get(DomUtils.textContent(part).trim());
      const optional = parts[i + 1];
      if (
        value === undefined ||
        optional === undefined ||
        !hasClass(optional, 'tsd-signature-symbol')
      )
        continue;
      if (DomUtils.textContent(optional).trim() !== '?:') continue;
      // The parameter's type runs to the next `,` or `)` outside its own brackets.
      let depth = 0;
      let end = i + 2;
      for (; end < parts.length; end++) {
        const next = parts[end]!;
        if (!hasClass(next, 'tsd-signature-symbol')) continue;
        const symbol = DomUtils.textContent(next).trim();
        if (depth === 0 && (symbol.startsWith(',') || symbol.startsWith(')'))) break;
        depth += depthChange(symbol);
      }
      if (end >= parts.length) continue;
      optional.children = [];
      DomUtils.appendChild(optional, new Text(':'));
      DomUtils.prepend(parts[end]!, cloneNode(value, true));
    }
  }
}

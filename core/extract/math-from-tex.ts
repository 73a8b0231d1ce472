import type { AnyNode, ParentNode } from 'domhandler';
import { Element, Text, isTag, isText } from 'domhandler';
import { DomUtils } from 'htmlparser2';

/** Inline TeX as MathJax reads it from text: `\( … \)`. */
const INLINE = /\\\((.+?)\\\)/gs;
/** A displayed formula's delimiters, as MathJax and the formula images' alt text write them. */
const DISPLAY = /^\s*(?:\\\[([\s\S]*)\\\]|\$\$([\s\S]*)\$\$|\$([\s\S]*)\$)\s*$/;

function mathCode(tex: string): Element {
  const code = new Element('code', { class: 'language-math' });
  DomUtils.appendChild(code, new Text(tex.trim()));
  return code;
}

/** The class on the `pre` too: it is where Markdown for agents reads a fence's language. */
function displayMath(tex: string): Element {
  const pre = new Element('pre', { class: 'language-math' });
  DomUtils.appendChild(pre, mathCode(tex));
  return pre;
}

const texOf = (text: string): string | undefined => {
  const m = DISPLAY.exec(text);
  return m === null ? undefined : (m[1] ?? m[2] ?? m[3]);
};

/**
 * Doxygen's formulas, which the page draws with MathJax (a script we never run) or as images:
 * left alone, a reader sees `\[ \Vert v \Vert \leqslant p \]` in the body font. Each becomes
 * its TeX in a `code.language-math` (a `pre` for a displayed one, as Markdown's ```math):
 * `p.formulaDsp` holding `\[ … \]`, `\( … \)` within text, and `img.formulaDsp` /
 * `img.formulaInl`, whose alt text is the TeX (`$ x $`, `\[ … \]`). Code blocks are left as
 * they are.
 */
export function mathFromTex(root: ParentNode): void {
  const visit = (node: AnyNode): void => {
    if (isTag(node)) {
      if (node.name === 'pre' || node.name === 'code') return;
      const classes = (node.attribs.class ?? '').split(/\s+/);
      if (
        node.name === 'img' &&
        (classes.includes('formulaDsp') || classes.includes('formulaInl'))
      ) {
        const tex = texOf(node.attribs.alt ?? '') ?? node.attribs.alt;
        if (tex) {
          DomUtils.replaceElement(
            node,
            classes.includes('formulaDsp') ? displayMath(tex) : mathCode(tex),
          );
        }
        return;
      }
      if (classes.includes('formulaDsp') && node.children.every(isText)) {
        const tex = texOf(DomUtils.textContent(node));
        if (tex !== undefined) {
          DomUtils.replaceElement(node, displayMath(tex));
          return;
        }
      }
      [...node.children].forEach(visit);
    } else if (isText(node)) {
      splitInline(node);
    }
  };
  [...root.children].forEach(visit);
}

/** `a \( x \) b` → `a `, `<code>x</code>`, ` b`. */
function splitInline(text: Text): void {
  const parts: AnyNode[] = [];
  let at = 0;
  for (const match of text.data.matchAll(INLINE)) {
    if (match.index > at) parts.push(new Text(text.data.slice(at, match.index)));
    parts.push(mathCode(match[1]!));
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return;
  if (at < text.data.length) parts.push(new Text(text.data.slice(at)));
  let previous: AnyNode = text;
  for (const part of parts) {
    DomUtils.append(previous, part);
    previous = part;
  }
  DomUtils.removeElement(text);
}

import type { ParentNode } from 'domhandler';
import { Element, Text } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';

/**
 * One code block for a block written one `<div>` per line (Doxygen's `div.fragment > div.line`):
 * as divs, every line becomes a paragraph in the body font and the newlines are gone. The lines'
 * own markup (links to the documented symbols, highlighting spans) moves into one `pre > code`,
 * a newline between lines.
 */
export function codeFromLineDivs(blockSelector: string, lineSelector: string) {
  const isBlock = compileRules([blockSelector]);
  const isLine = compileRules([lineSelector]);
  return (root: ParentNode): void => {
    for (const block of DomUtils.findAll(isBlock, root.children)) {
      const code = new Element('code', {});
      const lines = DomUtils.findAll(isLine, block.children);
      // A block whose lines are not divs (already a <pre>) is left as it is.
      if (lines.length === 0) continue;
      lines.forEach((line, i) => {
        if (i > 0) DomUtils.appendChild(code, new Text('\n'));
        for (const child of [...line.children]) DomUtils.appendChild(code, child);
      });
      const pre = new Element(
        'pre',
        block.attribs.class === undefined ? {} : { class: block.attribs.class },
      );
      DomUtils.appendChild(pre, code);
      DomUtils.replaceElement(block, pre);
    }
  };
}

import type { AnyNode, ParentNode } from 'domhandler';
import { Element, Text, isTag, isText } from 'domhandler';
import { DomUtils } from 'htmlparser2';

/**
 * rustdoc writes a where-clause one bound a line, in one of two ways: `<br>` and `&nbsp;`
 * indentation (1.63's `span.where.fmt-newline`), or newlines in the text of a `.where` that its
 * stylesheet shows as written (`div.where`, later versions). Without that stylesheet the
 * newlines collapse into one run-on signature; each becomes a `<br>`, so the reader and
 * Markdown for agents keep the bounds on their lines as rustdoc did.
 */
export function whereClauseLines(root: ParentNode): void {
  const isWhere = (el: Element) => (el.attribs.class ?? '').split(/\s+/).includes('where');
  for (const where of DomUtils.findAll(isWhere, root.children)) breakLines(where);
}

function breakLines(node: ParentNode): void {
  for (const child of [...node.children] as AnyNode[]) {
    if (isTag(child)) breakLines(child);
    else if (isText(child) && child.data.includes('\n')) {
      const lines = child.data.split('\n');
      let previous: AnyNode = child;
      lines.forEach((line, i) => {
        const parts: AnyNode[] = i === 0 ? [] : [new Element('br', {})];
        if (line !== '') parts.push(new Text(line));
        for (const part of parts) {
          DomUtils.append(previous, part);
          previous = part;
        }
      });
      DomUtils.removeElement(child);
    }
  }
}

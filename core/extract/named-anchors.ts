import type { Element, ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { ContentStep } from './extract-context.ts';
import { isElement } from './is-element.ts';

/**
 * HTML 4's anchors (`<a name="clearLineBuffer">`, as pydoctor, Texinfo and old Javadoc write
 * them) become ids. The sanitiser drops `name` (it clobbers DOM globals), and without this every
 * link to such a member, and every search hit on it, would open at the top of the page. An id the
 * page already uses is left alone: ids stay unique, and the element's own id wins.
 */
export const namedAnchorsToIds: ContentStep = (root: ParentNode) => {
  const named = DomUtils.findAll(
    (el: Element) => el.name === 'a' && typeof el.attribs.name === 'string',
    root.children,
  );
  if (named.length === 0) return;
  const taken = new Set(
    DomUtils.findAll((el) => typeof el.attribs.id === 'string', root.children).map(
      (el) => el.attribs.id,
    ),
  );
  for (const anchor of named) {
    const name = anchor.attribs.name?.trim() ?? '';
    if (!isElement(anchor) || anchor.attribs.id !== undefined || name === '' || taken.has(name))
      continue;
    anchor.attribs.id = name;
    taken.add(name);
  }
};

import type { AnyNode, ParentNode } from 'domhandler';
import { ElementType } from 'htmlparser2';
import type { ExtractedSection } from './extracted-page.ts';
import { isElement } from './is-element.ts';
import { BLOCK_TAGS, collapseWhitespace, plainText } from './plain-text.ts';

interface Draft {
  anchor: string;
  heading: string;
  level: number;
  parts: string[];
}

const HEADING_LEVEL: Readonly<Record<string, number>> = {
  h1: 1,
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 5,
  h6: 6,
};

/**
 * Splits the content at its h1–h6 headings, in document order: one row per section for the cache
 * and the search index, so a hit opens the right anchor. Runs after assignHeadingAnchors, so every
 * heading has an id. The text before the first heading is a level-0 section when there is any.
 */
export function splitSections(root: ParentNode): ExtractedSection[] {
  const drafts: Draft[] = [{ anchor: '', heading: '', level: 0, parts: [] }];
  let current = drafts[0] as Draft;
  const walk = (nodes: readonly AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        current.parts.push(node.data);
        continue;
      }
      if (!isElement(node)) continue;
      const level = HEADING_LEVEL[node.name];
      if (level !== undefined) {
        current = { anchor: node.attribs.id ?? '', heading: plainText(node), level, parts: [] };
        drafts.push(current);
        continue;
      }
      const block = BLOCK_TAGS.has(node.name);
      if (block) current.parts.push(' ');
      walk(node.children);
      if (block) current.parts.push(' ');
    }
  };
  walk(root.children);
  const sections = drafts.map(({ parts, ...rest }) => ({
    ...rest,
    text: collapseWhitespace(parts.join('')),
  }));
  const lead = sections[0];
  return lead !== undefined && lead.text === '' ? sections.slice(1) : sections;
}

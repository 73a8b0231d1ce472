import type { ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { ContentStep } from './extract-context.ts';
import { isElement } from './is-element.ts';
import { HEADING_TAGS, isPermalink } from './is-permalink.ts';

function walk(parent: ParentNode, inHeading: boolean): void {
  for (let i = parent.children.length - 1; i >= 0; i--) {
    const node = parent.children[i];
    if (node === undefined || !isElement(node)) continue;
    if (isPermalink(node, inHeading)) DomUtils.removeElement(node);
    else walk(node, inHeading || HEADING_TAGS.has(node.name));
  }
}

/** Runs after assignHeadingAnchors, which reads the anchors these links point to. */
export const stripPermalinks: ContentStep = (root) => {
  walk(root, false);
};

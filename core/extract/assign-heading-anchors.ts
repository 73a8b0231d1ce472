import type { AnyNode, Element, ParentNode } from 'domhandler';
import { DomUtils, ElementType } from 'htmlparser2';
import type { ContentStep } from './extract-context.ts';
import { findElements } from './find-elements.ts';
import { isElement } from './is-element.ts';
import { HEADING_TAGS, isPermalink } from './is-permalink.ts';
import { plainText } from './plain-text.ts';
import { slugify } from './slugify.ts';

/** Whitespace, comments and empty elements (Sphinx's `<span id=label></span>` targets). */
function isInvisible(node: AnyNode): boolean {
  if (node.type === ElementType.Text) return node.data.trim() === '';
  if (!isElement(node)) return true;
  return DomUtils.textContent(node).trim() === '' && node.name !== 'img';
}

/**
 * The id of the section a heading opens: Sphinx, Quarto and docutils put the id on
 * `<section id>` / `<div class="section" id>` and none on the heading.
 */
function sectionId(heading: Element): string | undefined {
  const parent = heading.parent;
  if (parent === null || !isElement(parent) || parent.attribs.id === undefined) return undefined;
  const isSection =
    parent.name === 'section' ||
    (parent.name === 'div' && /\bsection\b/.test(parent.attribs.class ?? ''));
  if (!isSection) return undefined;
  for (let node = heading.prev; node !== null; node = node.prev) {
    if (!isInvisible(node)) return undefined;
  }
  return parent.attribs.id;
}

function permalinkFragment(heading: Element): string | undefined {
  const link = DomUtils.findOne((el) => isPermalink(el, true), heading.children);
  const href = link?.attribs.href;
  if (href === undefined || !href.startsWith('#') || href.length < 2) return undefined;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Gives every heading an id a search hit can scroll to: its own id, else its section's id (moved
 * onto the heading so the page keeps one element per id), else its permalink's fragment, else a
 * slug of its text unique within the page.
 */
export const assignHeadingAnchors: ContentStep = (root: ParentNode) => {
  // Every id in the content, so a slug never shadows an existing target; found in the same walk.
  const taken = new Set<string>();
  const headings = findElements(root, (el) => {
    const id = el.attribs.id;
    if (id) taken.add(id);
    return HEADING_TAGS.has(el.name);
  });
  const anchors = new Set<string>();
  const claim = (heading: Element, anchor: string): void => {
    heading.attribs.id = anchor;
    anchors.add(anchor);
    taken.add(anchor);
  };
  for (const heading of headings) {
    const own = heading.attribs.id;
    if (own !== undefined && own !== '' && !anchors.has(own)) {
      claim(heading, own);
      continue;
    }
    const fromSection = sectionId(heading);
    if (fromSection !== undefined && !anchors.has(fromSection)) {
      delete (heading.parent as Element).attribs.id;
      claim(heading, fromSection);
      continue;
    }
    const fromLink = permalinkFragment(heading);
    if (fromLink !== undefined && !taken.has(fromLink)) {
      claim(heading, fromLink);
      continue;
    }
    claim(heading, uniqueName(slugify(plainText(heading)), taken));
  }
};

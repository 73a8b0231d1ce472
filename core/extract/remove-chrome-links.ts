import type { AnyNode, ParentNode } from 'domhandler';
import { DomUtils, ElementType } from 'htmlparser2';
import type { ContentStep } from './extract-context.ts';
import { isElement } from './is-element.ts';
import { collapseWhitespace } from './plain-text.ts';

/**
 * Links that are live-site UI whatever their class: many themes give them no stable class, but
 * their words are always the same.
 */
const CHROME_LINK_TEXT =
  /^(edit (this page|this doc|page|on github|on gitlab|source)|view (page )?source|show source|suggest (an )?edit|improve this (page|doc)|report an issue|skip to (main )?content|skip to (primary )?navigation|back to top)$/i;

/** "Edit" links into a forge's web editor. */
const EDIT_URL =
  /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org)\/[^?#]*\/(edit|_edit)\//i;

/**
 * Stray text left by site scripts in server-rendered pages (NVIDIA's docs show `country_code`);
 * only ever removed when it is the whole text of a node.
 */
const TRACKING_TOKENS: ReadonlySet<string> = new Set(['country_code']);

/** A text that is a token holds it: only such texts are trimmed (a copy) to be looked up. */
function isTrackingText(text: string): boolean {
  for (const token of TRACKING_TOKENS) {
    if (text.includes(token)) return TRACKING_TOKENS.has(text.trim());
  }
  return false;
}

function isChrome(node: AnyNode): boolean {
  if (node.type === ElementType.Text) return isTrackingText(node.data);
  if (!isElement(node) || node.name !== 'a') return false;
  if (EDIT_URL.test(node.attribs.href ?? '')) return true;
  const text = collapseWhitespace(DomUtils.textContent(node));
  return text.length < 40 && CHROME_LINK_TEXT.test(text);
}

/** Code is content even when it reads `country_code`. */
const CODE_TAGS: ReadonlySet<string> = new Set(['pre', 'code', 'kbd', 'samp']);

function walk(parent: ParentNode): void {
  for (let i = parent.children.length - 1; i >= 0; i--) {
    const node = parent.children[i];
    if (node === undefined) continue;
    if (isChrome(node)) DomUtils.removeElement(node);
    else if (isElement(node) && !CODE_TAGS.has(node.name)) walk(node);
  }
}

export const removeChromeLinks: ContentStep = (root) => {
  walk(root);
};

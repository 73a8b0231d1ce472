import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';
import { collapseWhitespace } from './plain-text.ts';

/**
 * Permalink classes: Sphinx/MkDocs `headerlink`, Docusaurus `hash-link`, anchor.js, VitePress.
 * Bare classes, so compileRules answers them from the class attribute alone: only `<a>` elements
 * are ever asked.
 */
const hasPermalinkClass = compileRules([
  '.headerlink',
  '.hash-link',
  '.anchorjs-link',
  '.anchor-link',
  '.header-anchor',
  '.heading-anchor',
]);

/** What a permalink shows: nothing (an icon drawn by CSS or an SVG) or a glyph. */
const GLYPHS_ONLY = /^(?:[¶#§\s]|🔗\uFE0F?)*$/u;

export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A "link to this heading" anchor: by its class anywhere, or inside a heading when it is a
 * fragment link that shows only a glyph. Such links are UI: their glyph would end up in titles
 * and search text.
 */
export function isPermalink(el: Element, inHeading: boolean): boolean {
  if (el.name !== 'a') return false;
  if (hasPermalinkClass(el)) return true;
  if (!inHeading || !(el.attribs.href ?? '').startsWith('#')) return false;
  return GLYPHS_ONLY.test(collapseWhitespace(DomUtils.textContent(el)));
}

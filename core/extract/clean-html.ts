import { compileRules } from './compile-rules.ts';
import type { ContentStep } from './extract-context.ts';
import { removeMatching } from './remove-matching.ts';

/**
 * Elements that are never content, on any site. Why each group goes:
 * - active or embedded content: scripts and plugins must never reach the reader
 *   (fetched text is data), and forms post to the live site;
 * - site chrome: navigation, headers without a heading, footers, search, breadcrumbs, pagers;
 * - things a browser would not show: [hidden], display:none, aria-hidden decorations and
 *   screen-reader-only text (the reader does not load the site's CSS, so they would show);
 * - copy buttons, skip links, "edit this page" buttons and announcement or version banners,
 *   which are UI of the live site, not documentation.
 * Permalinks are removed later, once headings have taken their anchors from them.
 */
const NEVER_CONTENT = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'label',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'audio',
  'video',
  'canvas',
  'svg',
  'dialog',
  'nav',
  'footer',
  'header:not(:has(h1, h2, h3, h4, h5, h6))',
  '[role="navigation"]',
  '[role="search"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="doc-toc"]',
  '[hidden]',
  '[aria-hidden="true"]',
  '[style*="display:none" i]',
  '[style*="display: none" i]',
  '[style*="visibility:hidden" i]',
  '[style*="visibility: hidden" i]',
  '.sr-only',
  '.visually-hidden',
  '.screen-reader-text',
  '.breadcrumb',
  '.breadcrumbs',
  '[aria-label*="breadcrumb" i]',
  '.copybtn',
  '.copy-button',
  '.code-copy-button',
  '[class*="copyButton"]',
  '.skip-link',
  '.skip-links',
  '.skip-to-content',
  '[class*="skipToContent"]',
  '.edit-this-page',
  '.theme-edit-this-page',
  '.edit-link',
  '[class*="announcement"]',
  '.version-warning',
  '.version-banner',
];

const isNeverContent = compileRules(NEVER_CONTENT);

/** Generic cleaning, before any generator-specific rule. */
export const cleanHtml: ContentStep = (root) => {
  removeMatching(root, isNeverContent);
};

import { selectOne } from 'css-select';
import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { assignHeadingAnchors } from './assign-heading-anchors.ts';
import { parseBoundedDocument } from './parse-bounded-document.ts';
import { cleanHtml } from './clean-html.ts';
import { collectContentUrls } from './collect-content-urls.ts';
import { collectDiscoveredLinks } from './collect-discovered-links.ts';
import { detectGenerator } from './detect-generator.ts';
import type { ContentStep, ExtractContext } from './extract-context.ts';
import type { ExtractedPage } from './extracted-page.ts';
import { findTitle } from './find-title.ts';
import { normalizeUrls } from './normalize-urls.ts';
import { readPageMeta } from './read-page-meta.ts';
import { readabilityFallback } from './readability-fallback.ts';
import { removeChromeLinks } from './remove-chrome-links.ts';
import { removeGeneratorChrome } from './remove-generator-chrome.ts';
import { removeTrackers } from './remove-trackers.ts';
import { sanitizeContent } from './sanitize-content.ts';
import { selectMainContent } from './select-main-content.ts';
import { splitSections } from './split-sections.ts';
import { stripPermalinks } from './strip-permalinks.ts';

/**
 * The content pipeline, in order: generic cleaning first, generator-specific after; anchors are
 * taken before permalinks go (they point at them); trackers are found once URLs are absolute.
 */
const STEPS: readonly ContentStep[] = [
  cleanHtml,
  removeGeneratorChrome,
  removeChromeLinks,
  assignHeadingAnchors,
  stripPermalinks,
  normalizeUrls,
  removeTrackers,
];

interface Selection {
  root: ParentNode;
  selectedBy: string;
}

/** Docs selectors, then Readability, then the whole body: some content is better than none. */
function selectContent(doc: Document, html: string, ctx: ExtractContext): Selection {
  const selected = selectMainContent(doc, ctx.generator);
  if (selected !== undefined) return selected;
  const readable = readabilityFallback(html);
  if (readable !== undefined) return { root: readable, selectedBy: 'readability' };
  return { root: selectOne<AnyNode, Element>('body', doc) ?? doc, selectedBy: 'body' };
}

/**
 * Reduces one HTML page to its main content: cleaned, sanitised, split into sections, with the
 * links a crawler needs. Pure and synchronous; the HTML is parsed once (htmlparser2) and every
 * step works on that tree. Throws on an invalid page URL, and on a page over the tree budget
 * (checked while parsing, before any step walks the tree).
 */
export function extractPage(input: { url: string; html: string }): ExtractedPage {
  const pageUrl = new URL(input.url).href;
  const doc = parseBoundedDocument(input.html);
  const meta = readPageMeta(doc, pageUrl);
  const discoveredLinks = collectDiscoveredLinks(doc, meta.baseUrl);
  const ctx: ExtractContext = { baseUrl: meta.baseUrl, generator: detectGenerator(doc) };
  const { root, selectedBy } = selectContent(doc, input.html, ctx);
  for (const step of STEPS) step(root, ctx);
  const { links, images } = collectContentUrls(root);
  const page: ExtractedPage = {
    title: findTitle(root, meta.documentTitle),
    html: sanitizeContent(DomUtils.getInnerHTML(root, { encodeEntities: 'utf8' })),
    sections: splitSections(root),
    links,
    discoveredLinks,
    images,
    generator: ctx.generator,
    selectedBy,
    noindex: meta.noindex,
  };
  if (meta.canonicalUrl !== undefined) page.canonicalUrl = meta.canonicalUrl;
  if (meta.refreshUrl !== undefined) page.refreshUrl = meta.refreshUrl;
  if (meta.lang !== undefined) page.lang = meta.lang;
  return page;
}

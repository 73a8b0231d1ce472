import { selectOne } from 'css-select';
import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { applyGeneratorQuirks } from './apply-generator-quirks.ts';
import { assignHeadingAnchors } from './assign-heading-anchors.ts';
import { cleanHtml } from './clean-html.ts';
import { collectDiscoveredLinks } from './collect-discovered-links.ts';
import type { Generator } from './detect-generator.ts';
import { detectGenerator } from './detect-generator.ts';
import { profileOf } from './generator-profiles.ts';
import { PAGE_BUDGET } from './page-budget.ts';
import type { ContentStep, ExtractContext } from './extract-context.ts';
import { namedAnchorsToIds } from './named-anchors.ts';
import { normalizeUrls } from './normalize-urls.ts';
import type { RawNavTree } from './extract-nav-tree.ts';
import { readNavCandidates } from './extract-nav-tree.ts';
import type { ParsedDocument } from './parse-bounded-document.ts';
import { parsePage } from './parse-bounded-document.ts';
import type { PageMeta } from './read-page-meta.ts';
import { readPageMeta } from './read-page-meta.ts';
import { findContentBlock } from './find-content-block.ts';
import { readabilityFallback } from './readability-fallback.ts';
import { readabilityKeepsBlock } from './readability-keeps-block.ts';
import { removeChromeLinks } from './remove-chrome-links.ts';
import { removeGeneratorChrome } from './remove-generator-chrome.ts';
import { removeTrackers } from './remove-trackers.ts';
import { urlResolver } from './resolve-url.ts';
import { selectMainContent } from './select-main-content.ts';
import { stripPermalinks } from './strip-permalinks.ts';

/**
 * The content pipeline, in order: generic cleaning first, generator-specific after (chrome, then
 * rewrites of the generator's own markup, which need its chrome gone); anchors are
 * taken before permalinks go (they point at them); trackers are found once URLs are absolute.
 */
const STEPS: readonly ContentStep[] = [
  cleanHtml,
  removeGeneratorChrome,
  applyGeneratorQuirks,
  removeChromeLinks,
  namedAnchorsToIds,
  assignHeadingAnchors,
  stripPermalinks,
  normalizeUrls,
  removeTrackers,
];

export interface ExtractInput {
  url: string;
  html: string;
  /** Read the sidebar too (extract-nav-tree.ts). */
  nav?: boolean;
  /**
   * The generator, where the caller knows better than the page's own signals; 'generic' runs
   * the rules for pages no profile knows (the fidelity bench's --unknown measures them so).
   */
  generator?: Generator;
}

/** One page parsed and reduced to its cleaned main content, not yet sanitised. */
export interface CleanedPage {
  doc: Document;
  meta: PageMeta;
  ctx: ExtractContext;
  /** The main content, cleaned in place by STEPS. */
  root: ParentNode;
  selectedBy: string;
  discoveredLinks: string[];
  /** The sidebar containers as read from this parse, when asked for (extract-nav-tree.ts). */
  navCandidates?: RawNavTree[];
}

/**
 * Docs selectors; then the block the page's structure says is its content, or Readability's
 * article where that keeps nearly all of the block; then the whole body: some content is better
 * than none.
 */
function selectContent(
  parsed: ParsedDocument,
  html: string,
  ctx: ExtractContext,
): { root: ParentNode; selectedBy: string } {
  const selected = selectMainContent(parsed, ctx.generator);
  if (selected !== undefined) return selected;
  const block = findContentBlock(parsed);
  const readable = readabilityFallback(html);
  if (block !== undefined && (readable === undefined || !readabilityKeepsBlock(readable, block))) {
    return { root: block.block, selectedBy: 'structure' };
  }
  if (readable !== undefined) return { root: readable, selectedBy: 'readability' };
  const { doc } = parsed;
  return { root: selectOne<AnyNode, Element>('body', doc) ?? doc, selectedBy: 'body' };
}

/**
 * Parses the page once (within the tree budget) and runs the content steps over its main content.
 * The document's links and meta are read before any step changes the tree.
 */
export function cleanPage(input: ExtractInput): CleanedPage {
  const pageUrl = new URL(input.url).href;
  const first = parsePage(input.html);
  const generator = input.generator ?? detectGenerator(first.elements);
  // An XHTML generator's page is parsed again as what it is; the HTML parse only told which.
  const parsed =
    profileOf(generator)?.xhtml === true
      ? parsePage(input.html, PAGE_BUDGET, { xhtml: true })
      : first;
  const { doc, elements } = parsed;
  const meta = readPageMeta(elements, pageUrl);
  const resolveUrl = urlResolver(meta.baseUrl);
  const discoveredLinks = collectDiscoveredLinks(elements, resolveUrl);
  const ctx: ExtractContext = { resolveUrl, generator };
  // Read before the steps: they remove navigation from the content, which may hold the sidebar.
  const navCandidates = input.nav ? readNavCandidates(doc, pageUrl, ctx.generator) : undefined;
  const { root, selectedBy } = selectContent(parsed, input.html, ctx);
  for (const step of STEPS) step(root, ctx);
  const cleaned: CleanedPage = { doc, meta, ctx, root, selectedBy, discoveredLinks };
  if (navCandidates !== undefined) cleaned.navCandidates = navCandidates;
  return cleaned;
}

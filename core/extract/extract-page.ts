import type { ExtractInput } from './clean-page.ts';
import { cleanPage } from './clean-page.ts';
import { collectContentUrls } from './collect-content-urls.ts';
import type { ExtractedPage } from './extracted-page.ts';
import { findTitle } from './find-title.ts';
import { profileOf } from './generator-profiles.ts';
import { sanitizeTree } from './sanitize-tree.ts';
import { serializeContent } from './serialize-content.ts';
import { splitSections } from './split-sections.ts';

/**
 * Reduces one HTML page to its main content: cleaned, sanitised, split into sections, with the
 * links a crawler needs. Pure and synchronous; the HTML is parsed once (htmlparser2) and every
 * step works on that tree. Sanitising is the last step on it, and what is stored and indexed
 * (sections, links, images, title) is read from the sanitised tree, so nothing the allowlist
 * refuses can reach the cache by another route. Throws on an invalid page URL, and on a page over
 * the tree budget (checked while parsing, before any step walks the tree).
 */
export function extractPage(input: ExtractInput): ExtractedPage {
  const { meta, ctx, root, selectedBy, discoveredLinks, navCandidates } = cleanPage(input);
  sanitizeTree(root);
  const { links, images } = collectContentUrls(root);
  const page: ExtractedPage = {
    title: findTitle(root, meta.documentTitle, profileOf(ctx.generator)?.title),
    html: serializeContent(root),
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
  if (navCandidates !== undefined) page.navCandidates = navCandidates;
  return page;
}

import { DomUtils } from 'htmlparser2';
import { cleanPage } from '../clean-page.ts';
import { collectContentUrls } from '../collect-content-urls.ts';
import type { ExtractedPage } from '../extracted-page.ts';
import { findTitle } from '../find-title.ts';
import { profileOf } from '../generator-profiles.ts';
import { sanitizeContent } from '../sanitize-content.ts';
import { splitSections } from '../split-sections.ts';

/**
 * Extraction as it was before sanitising moved onto the tree (kept for the parity test only): the
 * cleaned content serialised and handed to sanitize-html, which parsed it a second time; sections,
 * links, images and title read from the unsanitised tree.
 */
export function extractPageBefore(input: { url: string; html: string }): ExtractedPage {
  const { meta, ctx, root, selectedBy, discoveredLinks } = cleanPage(input);
  const { links, images } = collectContentUrls(root);
  const page: ExtractedPage = {
    title: findTitle(root, meta.documentTitle, profileOf(ctx.generator)?.title),
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

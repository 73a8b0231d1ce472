import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  RENAMED_TAGS,
  TEXTLESS_TAGS,
} from './content-allowlist.ts';
import { isUnsafeUrl } from './is-unsafe-url.ts';

/**
 * The content allowlist for HTML that arrives as a string (an imported bundle's pages): the
 * extraction path applies the same list to its parsed tree instead (sanitize-tree.ts), so a page
 * is never parsed twice there.
 */
const RENAMED: ReadonlyMap<string, string> = new Map(Object.entries(RENAMED_TAGS));

/**
 * sanitize-html's own scheme test reads URLs its way; the crawl path's test (isUnsafeUrl, which
 * also reads them the browser's way) runs here too, so what an import keeps is exactly what a
 * sync keeps. sanitize-html applies `'*'` only to tags without their own entry: with no other
 * entry it sees every tag, so the renames live here as well.
 */
function renameAndCheckUrls(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'src') && isUnsafeUrl(value)) continue;
    kept[name] = value;
  }
  return { tagName: RENAMED.get(tagName) ?? tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: [...ALLOWED_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { '*': renameAndCheckUrls },
  disallowedTagsMode: 'discard',
  nonTextTags: [...TEXTLESS_TAGS],
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

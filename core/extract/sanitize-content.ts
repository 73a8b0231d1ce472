import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  RENAMED_TAGS,
  TEXTLESS_TAGS,
} from './content-allowlist.ts';

/**
 * The content allowlist for HTML that arrives as a string (an imported bundle's pages): the
 * extraction path applies the same list to its parsed tree instead (sanitize-tree.ts), so a page
 * is never parsed twice there.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: [...ALLOWED_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { ...RENAMED_TAGS },
  disallowedTagsMode: 'discard',
  nonTextTags: [...TEXTLESS_TAGS],
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

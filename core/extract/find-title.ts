import type { ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { collapseWhitespace, plainText } from './plain-text.ts';

/**
 * "Page — Site", "Page | Site", "Page · Site", "Page - Site", "Page :: Site", "Page » Site": the
 * last separator starts the site name, which every page of a docset repeats. A lone colon is not
 * a separator ("Tutorial: Setup" is one title).
 */
const SITE_SUFFIX = /^(.*\S)\s+(?:[—–|·»-]|::)\s+(?:(?!\s(?:[—–|·»-]|::)\s).){1,80}$/su;

export function trimSiteSuffix(title: string): string {
  // Capped so the suffix match stays linear on a hostile megabyte-long <title>.
  const collapsed = collapseWhitespace(title).slice(0, 1000);
  return SITE_SUFFIX.exec(collapsed)?.[1] ?? collapsed;
}

/**
 * The page's part of a document title: group 1 of the generator's own `rule` when it matches
 * (generator-profiles.ts), else the title without its site suffix.
 */
export function pageTitle(documentTitle: string, rule?: RegExp): string {
  const collapsed = collapseWhitespace(documentTitle).slice(0, 1000);
  const own = rule?.exec(collapsed)?.[1];
  return own !== undefined && own.trim() !== '' ? own.trim() : trimSiteSuffix(collapsed);
}

/** The first h1 of the cleaned content, else the page's part of the document `<title>`. */
export function findTitle(root: ParentNode, documentTitle: string, rule?: RegExp): string {
  const h1 = DomUtils.findOne((el) => el.name === 'h1', root.children);
  const fromHeading = h1 === null ? '' : plainText(h1);
  return fromHeading !== '' ? fromHeading : pageTitle(documentTitle, rule);
}

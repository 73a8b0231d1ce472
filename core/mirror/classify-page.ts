import type { PreparedPage } from '../extract/prepare-page.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { FetchedBody } from './fetch-page.ts';
import type { PageOutcome, ParsedPage } from './page-outcome.ts';

/**
 * The classify stage, on an extracted page: what is not a page to store. A "not found" page or an
 * app shell that answered 200 is an error (the cached page stays); a meta refresh without
 * content of its own (or whose content is a noindex notice) is a redirect whose target is queued. Undefined: a page to store.
 */
export function classifyPage(
  url: string,
  fetched: FetchedBody,
  page: PreparedPage,
  parsed: ParsedPage,
  links: readonly string[],
  soft404?: Soft404Detector,
): PageOutcome | undefined {
  const soft = soft404?.check(fetched.finalUrl, {
    status: 200,
    body: fetched.body,
    title: page.title,
    text: page.sections.map((s) => s.text).join('\n'),
  });
  if (soft !== undefined && !page.refreshUrl) {
    return {
      kind: 'failed',
      url,
      message: `soft 404: ${soft}`,
      transient: false,
      network: false,
    };
  }
  // A redirect written in HTML (torchtune's root → `stable/`): its target is the page. Reported
  // as "no content" it read as a problem on every sync; one with content of its own is kept,
  // unless it asks not to be indexed: then its text is the redirect's notice (Antora's site root,
  // Hugo's aliases and jekyll-redirect-from write "Redirect Notice" / "Redirecting…" pages so).
  if (page.refreshUrl && (page.sections.length === 0 || page.noindex)) {
    const bytes = fetched.body.length;
    return { kind: 'redirected', url, to: page.refreshUrl, links, bytes, parsed };
  }
  return undefined;
}

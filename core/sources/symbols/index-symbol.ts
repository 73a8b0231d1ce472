/** One API name a generator's own index gives, and where its documentation is. */
export interface IndexSymbol {
  /** Dotted, as objects.inv names are (`std.collections.HashMap`, `org.junit.Assert.assertEquals`). */
  name: string;
  /** `rust:struct`, `java:method`, `cpp:class`… (language:kind), for badges and ranking. */
  role: string;
  /** The page's absolute URL, without the fragment. */
  url: string;
  /** The fragment (without `#`), '' for a whole page. */
  anchor: string;
}

/** An index entry's link as page URL and anchor, resolved against the index file's URL. */
export function symbolAt(
  name: string,
  role: string,
  href: string,
  base: string,
): IndexSymbol | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  const anchor = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  return { name, role, url: url.href, anchor };
}

/**
 * Fetches a file beside the pages as text; undefined when it is not there. An HTML answer counts
 * only when `html` is asked for (else it is a "not found" page under the file's name).
 */
export type FetchText = (url: string, html?: 'html') => Promise<string | undefined>;

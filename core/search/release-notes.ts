/** What release-notes detection reads of a page. */
export interface PageShape {
  title: string;
  url: string;
  headings: readonly string[];
}

const TITLE = /\b(?:what[’']?s new|changelog|change ?log|release notes?|changes in|news)\b/iu;

const PATH =
  /(?:^|\/)(?:whatsnew|whats-new|what-s-new|changelog|changes|release-notes|releasenotes|releases|news|history)(?:[/._-]|$)/iu;

/** "3.11.2", "Version 2023.1.0", "v1.2 (2020-01-01)", "Dask 2.0.0": a heading naming a release. */
const VERSION_HEADING = /^(?:[\p{L} ]{0,20}\s)?v?\d+(?:\.\d+){1,3}\b/iu;

/**
 * "7.2. Reading and Writing Files", "2.4.3. Formatted string literals": a numbered section of a
 * tutorial or reference (Sphinx's :numbered: toctrees), whose number only looks like a release.
 */
const SECTION_NUMBER = /^\d+(?:\.\d+)*\.\s+\p{L}/u;

/** At least this many of a page's headings naming releases, and this share of them. */
const MIN_VERSION_HEADINGS = 3;
const VERSION_SHARE = 0.3;

/**
 * Whether a page is a changelog, a "what's new" or release notes, whatever made it: by its title,
 * its URL's path, or headings that are mostly release numbers. Such a page mentions every API in
 * passing and is long, so it matches much and answers little: search ranks it after reference and
 * guide pages unless the query asks about a change.
 */
export function isReleaseNotes(page: PageShape): boolean {
  if (TITLE.test(page.title)) return true;
  let path = page.url;
  try {
    path = new URL(page.url).pathname;
  } catch {
    // A key that is no URL is matched as it is.
  }
  if (PATH.test(decodeURIComponent(path))) return true;
  const versions = page.headings.filter((h) => {
    const heading = h.trim();
    return VERSION_HEADING.test(heading) && !SECTION_NUMBER.test(heading);
  }).length;
  return versions >= MIN_VERSION_HEADINGS && versions >= page.headings.length * VERSION_SHARE;
}

const CHANGE_WORDS = new Set(
  (
    'new changed change changes changelog deprecated deprecation deprecate removed added ' +
    'release released releases version versions since upgrade upgrading migrate migration ' +
    'whatsnew news history'
  ).split(' '),
);

/** Whether the query asks about a version or a change ("what changed in 3.11", "deprecated"). */
export function asksAboutChanges(words: readonly string[]): boolean {
  return words.some((w) => {
    const folded = w.toLowerCase().replace(/[?!,.:;]+$/u, '');
    return CHANGE_WORDS.has(folded) || /^v?\d+\.\d+/u.test(folded);
  });
}

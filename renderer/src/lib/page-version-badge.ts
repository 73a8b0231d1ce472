/** What the reader's toolbar says of the version a page is. */
export interface PageVersionBadge {
  label: string;
  title: string;
  /** The page is not the version its docset was added for. */
  differs: boolean;
}

/**
 * For a docset added for one version (`deepspeed@0.14`): that version, or, when the page's own
 * path names another (`latest`, `0.15.1`), both, so a reader never takes it for 0.14's docs.
 * Docsets of no particular version show none: their pages are whatever the site serves now.
 */
export function pageVersionBadge(docset: string, version: string | null): PageVersionBadge | null {
  const at = docset.indexOf('@');
  if (at < 0) return null;
  const asked = docset.slice(at + 1);
  if (version === null || sameRelease(asked, version)) {
    return { label: asked, title: `Version ${version ?? asked} of the docs`, differs: false };
  }
  return {
    label: `${version}, not ${asked}`,
    title: `This page is the site's ${version}; the docset was added for version ${asked}`,
    differs: true,
  };
}

/** `0.14` and `v0.14.0` name one release; `latest` and `0.14` do not. */
function sameRelease(a: string, b: string): boolean {
  const norm = (v: string) =>
    v
      .toLowerCase()
      .replace(/^v/, '')
      .replace(/(\.0)+$/, '');
  return norm(a) === norm(b);
}

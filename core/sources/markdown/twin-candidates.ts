/**
 * URLs where a site may serve the Markdown twin of an HTML page, most likely first:
 * - `page.html` → `page.html.md` (docs.nvidia.com Sphinx builds), then `page.md`;
 * - `page` → `page.md` (GitBook, Fern, Lightning's docs platform);
 * - `dir/` → `dir/index.md`, then `dir.md` (GitBook serves a section's twin beside it).
 * A URL that already ends in `.md`, or another file type, has none. Query and fragment are dropped:
 * the twin is of the page, not of one view of it.
 */
export function twinCandidates(pageUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  url.search = '';
  url.hash = '';
  const path = url.pathname;
  const at = (pathname: string): string => new URL(pathname, url.origin).href;
  if (path.endsWith('/')) {
    const dir = path.slice(0, -1);
    return dir === '' ? [at('/index.md')] : [at(`${path}index.md`), at(`${dir}.md`)];
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.html?$/i.test(last)) return [at(`${path}.md`), at(path.replace(/\.html?$/i, '.md'))];
  if (last.includes('.') && !/\.\d+$/.test(last)) return [];
  // Extensionless, or a version-like last segment (`…/0.19`), is a page path.
  return [at(`${path}.md`)];
}

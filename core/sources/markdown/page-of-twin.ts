/**
 * The HTML page a Markdown twin URL stands for: `page.html.md` → `page.html`, `dir/index.md` →
 * `dir/`, `page.md` → `page`. Pages are stored under their HTML URL so links between pages resolve
 * whichever form a site or an llms.txt uses. Anything else is returned unchanged.
 */
export function pageOfTwin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const path = parsed.pathname;
  if (/\.html?\.md$/i.test(path)) parsed.pathname = path.slice(0, -3);
  else if (/\/index\.md$/i.test(path)) parsed.pathname = path.slice(0, -'index.md'.length);
  else if (/[^/]\.md$/i.test(path)) parsed.pathname = path.slice(0, -3);
  else return url;
  return parsed.href;
}

/** Whether a URL names a Markdown file (a twin, when the site offers them). */
export function isTwinUrl(url: string): boolean {
  try {
    return /\.md$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * A page's Markdown file inside its docset's folder, from its URL path: `guide/zero.html` →
 * `pages/guide/zero.md`, `api/` → `pages/api/index.md`. Each segment is reduced to safe
 * characters, so no URL (`..`, `%2f`, a drive letter) can name a file outside the folder, and a
 * name already taken gets a number.
 */
export function pageFileName(url: string, taken: Set<string>): string {
  const { pathname } = new URL(url);
  const segments = pathname
    .split('/')
    .map((s) => safeSegment(decodeSafely(s)))
    .filter((s) => s !== '');
  if (pathname.endsWith('/') || segments.length === 0) segments.push('index');
  const last =
    (segments.pop() ?? 'index').replace(/\.(?:html?|md|markdown|rst|txt)$/i, '') || 'index';
  const base = ['pages', ...segments, last].join('/');
  let name = `${base}.md`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.md`;
  // Case-insensitive file systems (macOS, Windows) would merge names differing only in case.
  taken.add(name.toLowerCase());
  return name;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function safeSegment(segment: string): string {
  const cleaned = segment.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned.slice(0, 120);
}

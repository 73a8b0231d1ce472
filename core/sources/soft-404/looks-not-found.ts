/**
 * Titles and top headings of "not found" pages. Matched against the title and h1 only, never the
 * body, so a page *about* HTTP 404 errors is not taken for one; short generic "Not Found" titles
 * may carry a site suffix (`Not Found | Docs`).
 */
const NOT_FOUND = [
  /\bpage (?:was )?not found\b/i,
  /^\s*(?:error\s*)?404\b/i,
  /\b404\s*[-–—:|]?\s*(?:not found|error|page)\b/i,
  /^\s*(?:file |document )?not found\s*(?:[|–—:-].*)?$/i,
  /\b(?:this |that )?page (?:doesn['’]t|does not|no longer) exists?\b/i,
  /\b(?:could not|couldn['’]t|can['’]t|cannot) (?:be )?find (?:the|this|that) page\b/i,
  /\bpage you (?:are|were|['’]re) looking for\b/i,
  /^\s*nothing (?:here|found)\b/i,
];

/** Whether a page's title or h1 says the page does not exist. */
export function looksNotFound(...texts: Array<string | undefined>): string | undefined {
  for (const text of texts) {
    if (text !== undefined && NOT_FOUND.some((pattern) => pattern.test(text)))
      return text.trim().slice(0, 80);
  }
  return undefined;
}

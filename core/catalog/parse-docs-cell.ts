export type DocsCell = { entryUrl: string; llmsTxtUrl?: string } | { error: string };

/** `<url>` autolinks, `[text](url "title")` links, and bare `scheme://...` URLs, in that order. */
const linkPattern =
  /<([A-Za-z][A-Za-z0-9+.-]*:[^<>\s]*)>|\[([^\]]*)\]\(\s*(?:<([^<>]*)>|([^()\s<>]*))(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>]+)/g;

const llmsName = /^llms(-full)?\.txt$/i;
const llmsLabel = /llms(-full)?\.txt\s*:?\s*$/i;
const llmsPath = /\/llms(-full)?\.txt$/i;

/**
 * Reads the Docs cell of a catalog row: `<entry> — llms.txt: <url>` in the seed format, and
 * the variants people write by hand (plain or bare links, `-`/`--` for the dash, a link whose
 * text is "llms.txt"). The first link that is not the llms.txt one is the entry point.
 */
export function parseDocsCell(cell: string): DocsCell {
  let entry: string | undefined;
  let llms: string | undefined;
  let previousEnd = 0;
  for (const match of cell.matchAll(linkPattern)) {
    const before = cell.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    const text = match[2]?.trim() ?? '';
    const url = (
      match[1] ??
      match[3] ??
      match[4] ??
      trimTrailingPunctuation(match[5] ?? '')
    ).trim();
    const isLlms =
      llmsName.test(text) ||
      llmsLabel.test(before) ||
      // An unlabelled second link to an llms.txt file can only mean one thing.
      (entry !== undefined && llmsPath.test(url));
    if (isLlms) llms ??= url;
    else entry ??= url;
  }

  if (entry === undefined) {
    return {
      error: llms ? 'Docs cell has an llms.txt URL but no entry URL' : 'Docs cell has no URL',
    };
  }
  const entryUrl = checkUrl(entry, 'entry URL');
  if ('error' in entryUrl) return entryUrl;
  if (llms === undefined) return { entryUrl: entryUrl.url };
  const llmsTxtUrl = checkUrl(llms, 'llms.txt URL');
  if ('error' in llmsTxtUrl) return llmsTxtUrl;
  return { entryUrl: entryUrl.url, llmsTxtUrl: llmsTxtUrl.url };
}

function checkUrl(url: string, what: string): { url: string } | { error: string } {
  const parsed = URL.parse(url);
  if (!parsed) return { error: `${what} ${JSON.stringify(url)} is not a valid absolute URL` };
  // Folio only mirrors the web: file:, ftp: or javascript: links are mistakes or worse.
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { error: `${what} ${JSON.stringify(url)} is not http or https` };
  }
  return { url: parsed.href };
}

/** A bare URL at the end of a sentence should not swallow the full stop. */
function trimTrailingPunctuation(url: string): string {
  return url.replace(/[.,;:!?'")\]]+$/, '');
}

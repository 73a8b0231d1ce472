import { looksLikeLink, resolveLlmsLink } from './resolve-llms-link.ts';

/** `[title](target "optional title")` anywhere in a line; the target may be `<…>`-wrapped. */
const MARKDOWN_LINK =
  /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/;
/** A bare link token: URL, scheme-less host/path or relative path, up to whitespace. */
const BARE_TOKEN =
  /(?:^|\s)(<?(?:https?:\/\/|\.{0,2}\/|[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?\/)[^\s<>]*>?)/gi;

export interface LlmsEntry {
  title: string;
  url: string;
  notes?: string;
}

/**
 * Reads one bullet (or a line that is only a link) of an llms.txt: `[title](url): notes`,
 * `url: notes`, or `Some text: url — notes`. The first link is the entry; the rest is its notes.
 */
export function parseLlmsEntry(content: string, baseUrl: string): LlmsEntry | undefined {
  const text = content.trim();
  const link = MARKDOWN_LINK.exec(text);
  if (link) {
    const url = resolveLlmsLink(link[2] ?? '', baseUrl);
    if (url === undefined) return undefined;
    const before = text.slice(0, link.index);
    const after = text.slice(link.index + link[0].length);
    const title = plainTitle(link[1] ?? '') || titleFromUrl(url);
    return withNotes({ title, url }, joinNotes(before, after));
  }
  const bare = [...text.matchAll(BARE_TOKEN)].find((match) => looksLikeLink(match[1] ?? ''));
  if (!bare) return undefined;
  const token = trimTrailingPunctuation((bare[1] ?? '').replace(/^<|>$/g, ''));
  const url = resolveLlmsLink(token, baseUrl);
  if (url === undefined) return undefined;
  const start = (bare.index ?? 0) + bare[0].indexOf(bare[1] ?? '');
  const before = text.slice(0, start).trim();
  const after = text.slice(start + (bare[1] ?? '').length);
  // `Worlds registry: https://…` names its link; a bare URL alone is named after its path.
  const title =
    before.length > 0 && before.length <= 120 ? plainTitle(stripSeparators(before)) : '';
  return withNotes(
    { title: title || titleFromUrl(url), url },
    title ? after : joinNotes(before, after),
  );
}

function withNotes(entry: LlmsEntry, notes: string): LlmsEntry {
  const clean = stripSeparators(notes);
  return clean === '' ? entry : { ...entry, notes: clean };
}

function joinNotes(before: string, after: string): string {
  return [stripSeparators(before), stripSeparators(after)].filter((s) => s !== '').join(' ');
}

/** `: notes`, ` - notes`, ` — notes` and the bold markers around a link are syntax, not notes. */
function stripSeparators(text: string): string {
  return text
    .trim()
    .replace(/^(?:\*\*|__)|(?:\*\*|__)$/g, '')
    .replace(/^[\s:–—-]+|[\s:–—-]+$/g, '')
    .trim();
}

function plainTitle(text: string): string {
  return text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
}

/** A URL at the end of a sentence keeps neither the full stop nor an unbalanced `)`. */
function trimTrailingPunctuation(token: string): string {
  let out = token.replace(/[.,;:!?'"]+$/, '');
  while (out.endsWith(')') && (out.match(/\(/g) ?? []).length < (out.match(/\)/g) ?? []).length) {
    out = out.slice(0, -1).replace(/[.,;:!?'"]+$/, '');
  }
  return out;
}

/** `…/get-started/fine_tuning.html.md` → `fine tuning`: a readable stand-in for a nameless link. */
export function titleFromUrl(url: string): string {
  const parsed = new URL(url);
  const segment = parsed.pathname
    .split('/')
    .filter((s) => s !== '')
    .pop();
  if (segment === undefined) return parsed.host;
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // Keep the raw segment: a broken escape is still better than no title.
  }
  const readable = name
    .replace(/(\.html?)?\.md$|\.html?$|\.txt$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return readable || parsed.host;
}

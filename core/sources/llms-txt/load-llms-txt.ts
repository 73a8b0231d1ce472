import { filterToScope } from './filter-to-scope.ts';
import { ACCEPT } from '../../fetch/accept.ts';
import type { LlmsTxt, LlmsTxtLink } from './llms-txt.ts';
import { parseLlmsTxt } from './parse-llms-txt.ts';
import { looksLikeMarkdown } from '../markdown/looks-like-markdown.ts';
import { pageOfTwin } from '../markdown/page-of-twin.ts';
import type { NavEntry } from '../../store/nav-tree.ts';
import { canonicalizeUrl } from '../../url/canonicalize-url.ts';
import type { Scope } from '../../url/create-scope.ts';
import type { SourceFiles } from '../../store/source-files.ts';
import { fetchSourceFile } from '../fetch-source-file.ts';
import type { FileFetch } from '../fetch-source-file.ts';

/** One page an llms.txt lists: the HTML URL it is stored under and the twin it names, if any. */
export interface LlmsPage {
  url: string;
  twin?: string;
  title: string;
  optional: boolean;
}

export interface LlmsSource {
  /** Where the llms.txt answered, after redirects. */
  url: string;
  /** The llms-full.txt it links inside the scope, if it links one. */
  full?: string;
  pages: LlmsPage[];
  /** The sections as a table of contents; undefined for a hub llms.txt. */
  nav?: NavEntry[];
}

/**
 * Reads the docset's llms.txt: the one the catalog names, else `llms.txt` at the scope root. Only
 * links inside the scope are kept, so a hub listing a whole company's products yields this
 * docset's pages alone. Undefined when there is none (or the answer is an HTML page). With
 * `files`, it is asked with its validators and an unchanged one is not parsed again.
 */
export async function loadLlmsTxt(
  named: string | undefined,
  entry: string,
  scope: Scope,
  ctx: FileFetch,
  files?: SourceFiles,
): Promise<LlmsSource | undefined> {
  const url = named ?? new URL('llms.txt', scope.prefixes[0] ?? entry).href;
  const origin = new URL(url).origin;
  // The parse is kept, not the scope's view of it: overrides may change the scope between syncs.
  const read = await fetchSourceFile(
    {
      url,
      inScope: (target) => new URL(target).origin === origin,
      accept: ACCEPT.text,
    },
    ctx,
    files,
    'llms.txt/1',
    (answer) => {
      const text = Buffer.from(answer.body).toString('utf8');
      if (!looksLikeMarkdown(text, answer.contentType)) return undefined;
      return { url: answer.url, all: parseLlmsTxt(text, answer.url) };
    },
  );
  if (read === undefined) return undefined;
  const { all } = read.derived;

  const parsed = filterToScope(all, (link) => {
    const page = canonicalizeUrl(pageOfTwin(link));
    return page !== null && scope.shouldCrawl(page);
  });
  const pages: LlmsPage[] = [];
  for (const section of parsed.sections) {
    for (const link of section.links) {
      const page = pageOf(link);
      if (page) pages.push({ ...page, optional: section.optional });
    }
  }
  if (pages.length === 0) return undefined;
  // A hub (most links lead to other products) says little about this docset's own structure:
  // its pages are seeded, but the table of contents comes from the site.
  const total = all.sections.reduce((n, s) => n + s.links.length, 0);
  const nav = pages.length * 2 >= total ? navOf(parsed) : undefined;
  const full = all.sections
    .flatMap((s) => s.links.map((l) => l.url))
    .find((u) => /\/llms-full\.txt$/i.test(new URL(u).pathname) && scope.contains(u));
  return { url: read.derived.url, full, pages, nav };
}

function pageOf(link: LlmsTxtLink): Omit<LlmsPage, 'optional'> | undefined {
  const twin = /\.md$/i.test(new URL(link.url).pathname) ? link.url : undefined;
  const url = canonicalizeUrl(pageOfTwin(link.url));
  return url === null ? undefined : { url, twin, title: link.title };
}

/** The sections as the docset's table of contents; nested bullets under the link above them. */
function navOf(parsed: LlmsTxt): NavEntry[] {
  const top: NavEntry[] = [];
  for (const section of parsed.sections) {
    const children: NavEntry[] = [];
    const stack: Array<{ depth: number; entry: NavEntry }> = [];
    for (const link of section.links) {
      const page = pageOf(link);
      if (!page) continue;
      const entry: NavEntry = { title: link.title, url: page.url, children: [] };
      while (stack.length > 0 && stack[stack.length - 1]!.depth >= link.depth) stack.pop();
      (stack[stack.length - 1]?.entry.children ?? children).push(entry);
      stack.push({ depth: link.depth, entry });
    }
    if (section.name === '') top.push(...children);
    else top.push({ title: section.name, url: null, children });
  }
  return top;
}

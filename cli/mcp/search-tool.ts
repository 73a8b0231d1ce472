import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { SearchHit } from '../../core/search/search-cache.ts';
import { findScope } from '../../core/search/parse-scoped-query.ts';
import { slugify } from '../../core/catalog/slugify.ts';
import { budgetChars, DEFAULT_SEARCH_TOKENS, maxTokensArg } from './budget.ts';
import { emptyCacheMessage } from './empty-cache.ts';
import type { ToolContext } from './tool-context.ts';
import type { VersionNote } from './version-scope.ts';
import { describeNotes, scopeToVersion } from './version-scope.ts';
import { isShown } from './tool-context.ts';
import { resultChars, toolError, toolResult } from './tool-result.ts';

export const searchInput = {
  query: z
    .string()
    .min(1)
    .max(500)
    .describe('A question or a few keywords; "docset-id: words" scopes to a docset'),
  docsets: z
    .array(z.string().min(1).max(200))
    .max(50)
    .optional()
    .describe('Only these docsets: ids from list_docsets, or their prefixes ("megatron")'),
  version: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][\w.+-]*$/)
    .optional()
    .describe(
      'The version the project uses ("0.14.2"): search that version of the docsets (or of those in docsets); the closest cached one is used, and said, when it is not cached',
    ),
  limit: z.number().int().min(1).max(50).optional().describe('At most this many hits (default 10)'),
  max_tokens: maxTokensArg('the result', DEFAULT_SEARCH_TOKENS),
};

export type SearchArgs = z.infer<z.ZodObject<typeof searchInput>>;

/** A hit as agents get it: where to read (url with #anchor) and why it matched. */
interface AgentHit {
  docset: string;
  title: string;
  heading: string;
  url: string;
  snippet: string;
  symbol_kind?: string;
  version?: string;
  fetched_at: string;
  /** Further matching sections of the same page, folded under this hit: worth reading too. */
  more_in_page?: string[];
}

/**
 * Ranked sections across every cached docset (or those asked for), best first, cut to the
 * budget from the end: each hit names the section to read with read_page.
 */
export async function searchDocs(context: ToolContext, args: SearchArgs): Promise<CallToolResult> {
  const api = context.api();
  const docsets = (await api.listDocsets({})).filter((d) => isShown(context, d.id));
  if (docsets.every((d) => d.pages === 0)) return toolError(emptyCacheMessage);
  // Only cached docsets can be searched; a catalog row never synced is no scope.
  const ids = docsets.filter((d) => d.pages > 0).map((d) => d.id);
  const scope: string[] = [];
  for (const wanted of args.docsets ?? []) {
    const found = findScope(wanted, ids);
    if (found.length === 0) {
      return toolError(
        `No docset "${wanted}". Cached docsets: ${docsets
          .filter((d) => d.pages > 0)
          .map((d) => d.id)
          .join(', ')}.`,
      );
    }
    scope.push(...found);
  }
  let notes: VersionNote[] = [];
  if (args.version !== undefined) {
    const cached = docsets.filter((d) => d.pages > 0);
    const named = args.docsets?.length ? [...new Set(scope)] : [];
    const resolved = scopeToVersion(args.version, named, cached);
    if ('error' in resolved) return toolError(resolved.error);
    scope.length = 0;
    scope.push(...resolved.docsets);
    notes = resolved.notes;
  }
  if (scope.length === 0 && context.only !== undefined) scope.push(...ids);
  const limit = args.limit ?? 10;
  const run = async (
    query: string,
  ): Promise<{ error: CallToolResult } | { hits: SearchHit[]; searched: string }> => {
    const result = await api.search({
      query,
      ...(scope.length > 0 ? { docsets: [...new Set(scope)] } : {}),
      limit,
    });
    if (result.unknownScope) {
      const near = result.unknownScope.suggestions;
      return {
        error: toolError(
          `No docset "${result.unknownScope.typed.join(', ')}".` +
            (near.length ? ` Did you mean ${near.join(', ')}?` : '') +
            ` Cached docsets: ${ids.join(', ')}.`,
        ),
      };
    }
    // A corrected query is what was searched ("subproccess" → "subprocess").
    return { hits: result.hits, searched: result.corrected ?? query };
  };
  let ran = await run(args.query);
  if ('error' in ran) return ran.error;
  const shorter = ran.hits.length === 0 ? withoutQuestionWords(args.query, ids) : undefined;
  if (shorter !== undefined) {
    const again = await run(shorter);
    if ('error' in again) return again.error;
    ran = again;
  }
  const { searched } = ran;
  const found = ran.hits;
  const hits = found
    // A `docset:` prefix in the query adds to the scope; --docset still bounds it.
    .filter((hit) => isShown(context, hit.docset))
    .map(toAgentHit);
  const budget = budgetChars(args.max_tokens, DEFAULT_SEARCH_TOKENS);
  let shown = hits.length;
  const draw = (n: number) => withNotes(render(args.query, searched, hits, n), notes);
  let result = draw(shown);
  while (shown > 0 && resultChars(result.structured, result.text) > budget) {
    shown--;
    result = draw(shown);
  }
  return toolResult(result.structured, result.text);
}

/** The hits said to come from another version than the one asked, first thing in the text. */
function withNotes(
  result: { structured: Record<string, unknown>; text: string },
  notes: readonly VersionNote[],
): { structured: Record<string, unknown>; text: string } {
  if (notes.length === 0) return result;
  return {
    structured: { ...result.structured, version_notes: notes },
    text: `${describeNotes(notes)}\n\n${result.text}`,
  };
}

function toAgentHit(hit: SearchHit): AgentHit {
  return {
    docset: hit.docset,
    title: hit.title,
    heading: hit.heading,
    url: hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url,
    snippet: snippetText(hit.snippet),
    ...(hit.symbol ? { symbol_kind: hit.symbol.kind } : {}),
    ...(hit.version === undefined ? {} : { version: hit.version }),
    fetched_at: hit.fetchedAt,
    ...(hit.more ? { more_in_page: hit.more.map((m) => `${hit.url}#${m.anchor}`) } : {}),
  };
}

/**
 * The snippet is escaped HTML with the matched words in <mark>: as Markdown text, the marks
 * become bold and a `<` of the page's stays escaped, so nothing in it is markup.
 */
function snippetText(html: string): string {
  return html
    .replace(/<mark>/g, '**')
    .replace(/<\/mark>/g, '**')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|quot|amp|apos));/gi,
      (_m, dec?: string, hex?: string, name?: string) => {
        const code =
          dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : undefined;
        const char =
          code !== undefined ? String.fromCodePoint(code) : (NAMED[name!.toLowerCase()] ?? '');
        return char === '<' ? '\\<' : char;
      },
    );
}

const NAMED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  quot: '"',
  amp: '&',
  apos: "'",
};

/**
 * Words agents put in questions that docs rarely say: a query that found nothing is tried once
 * more without them ("how do I enable zero stage 3 offload" → "enable zero stage 3 offload"),
 * since every word must match.
 */
const QUESTION_WORDS = new Set(
  'a an and are can do does how i in is it me my of on or should the to use using what when where which why with you'.split(
    ' ',
  ),
);

function withoutQuestionWords(query: string, docsetIds: readonly string[]): string | undefined {
  const words = query.split(/\s+/).filter((w) => w !== '');
  const bare = (w: string) => w.toLowerCase().replace(/[?.,!]+$/, '');
  // "… in DeepSpeed" names the docset, which its pages rarely say of themselves: a scope.
  const named = words.filter((w) => docsetIds.includes(slugify(bare(w))));
  const kept = words
    .filter((w) => !QUESTION_WORDS.has(bare(w)) && !named.includes(w))
    .map((w) => w.replace(/[?.,!]+$/, ''));
  if (kept.length === 0 || kept.length === words.length) return undefined;
  const scope = [...new Set(named.map((w) => slugify(bare(w))))];
  return `${scope.length > 0 ? `${scope.join(', ')}: ` : ''}${kept.join(' ')}`;
}

function render(
  query: string,
  searched: string,
  hits: readonly AgentHit[],
  shown: number,
): { structured: Record<string, unknown>; text: string } {
  const kept = hits.slice(0, shown);
  const leftOut = hits.length - shown;
  const structured = {
    query,
    ...(searched === query ? {} : { searched }),
    hits: kept,
    ...(leftOut > 0 ? { left_out: leftOut } : {}),
  };
  if (hits.length === 0) {
    return {
      structured,
      text:
        `No results for "${query}". Try fewer or other words (the API name, the option), ` +
        'or list_docsets to see what is cached.',
    };
  }
  const lines = kept.map((hit, i) => {
    const where =
      hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title;
    const kind = hit.symbol_kind ? ` (${hit.symbol_kind})` : '';
    const version = hit.version ? ` · version ${hit.version}` : '';
    return `${i + 1}. [${hit.docset}] ${where}${kind}\n   ${hit.url}${version} · fetched ${hit.fetched_at}\n   ${hit.snippet}`;
  });
  const tail = leftOut > 0 ? `\n\n${leftOut} more hits left out to stay within max_tokens.` : '';
  return {
    structured,
    text: `${searched === query ? '' : `Nothing matched every word; results for "${searched}":\n\n`}${lines.join('\n\n')}${tail}\n\nRead a hit's section with read_page and its url.`,
  };
}

import type { ToolContext } from './tool-context.ts';
import { CacheUnavailableError, isShown } from './tool-context.ts';

/** A cached docset as the search tool's description names it. */
export interface NamedDocset {
  id: string;
  name: string;
}

/** Docsets named in the description; the rest are counted, and list_docsets lists them. */
const NAMED = 12;

/**
 * The docsets this server's search reaches: cached, and shown (`--docset`). Undefined when there
 * is no cache yet, so the description says so rather than naming what is not there.
 */
export async function cachedDocsets(context: ToolContext): Promise<NamedDocset[] | undefined> {
  try {
    const docsets = await context.api().listDocsets({});
    return docsets
      .filter((d) => d.pages > 0 && isShown(context, d.id))
      .map((d) => ({ id: d.id, name: d.name }));
  } catch (error) {
    if (error instanceof CacheUnavailableError) return undefined;
    throw error;
  }
}

/**
 * The search tool's description, naming the docsets the cache holds and how to scope to one of
 * them: an agent picks a tool by its description, and one naming docsets the cache does not hold
 * sends it searching for them.
 */
export function searchDescription(docsets: readonly NamedDocset[] | undefined): string {
  const how =
    'best sections first. Ask in a sentence ("how do I read CSV rows as dicts") or a few ' +
    'keywords ("csv DictReader"). Each hit gives the url of its section (with #anchor): read ' +
    'that with read_page.';
  if (docsets === undefined || docsets.length === 0) {
    return (
      'Full-text search over the cached documentation sets (none is cached yet: list_docsets ' +
      `says what the catalog holds), ${how}`
    );
  }
  const named = docsets
    .slice(0, NAMED)
    .map((d) => (d.name === d.id ? d.id : `${d.name} (${d.id})`));
  const more = docsets.length - named.length;
  const example = docsets[0]!.id;
  return (
    `Full-text search over the cached documentation: ${named.join(', ')}` +
    `${more > 0 ? ` and ${more} more (list_docsets)` : ''}; ${how} Scope with "${example}: ` +
    `words" or docsets: ["${example}"]; list_docsets shows the ids and their versions. Pass ` +
    'version ("0.14.2") to answer for the version a project uses.'
  );
}

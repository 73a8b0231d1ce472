import { splitDocsetId } from '../../core/catalog/docset-version.ts';
import type { FolioApi } from '../../core/api/folio-api.ts';

/** What the tools read through: the engine's API, or why there is none (no cache yet). */
export interface ToolContext {
  /** The API over the open cache; throws CacheUnavailableError while the cache cannot be opened. */
  api: () => FolioApi;
  /** `folio mcp --docset`: the docsets the tools show; all when absent. */
  only?: readonly string[];
}

/** Whether a docset is one the tools may show: `--docset deepspeed` offers its every version. */
export function isShown(context: ToolContext, docset: string): boolean {
  if (context.only === undefined || context.only.includes(docset)) return true;
  return context.only.includes(splitDocsetId(docset).family);
}

/** The cache file is missing, empty or unreadable: every tool says so instead of answering. */
export class CacheUnavailableError extends Error {
  override name = 'CacheUnavailableError';
}

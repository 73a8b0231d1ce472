import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { emptyCacheMessage } from './empty-cache.ts';
import type { ToolContext } from './tool-context.ts';
import { isShown } from './tool-context.ts';
import { toolResult } from './tool-result.ts';
import { versionOf } from './version-scope.ts';

/**
 * The docsets the catalog and the cache know, with what is cached of each and how old it is. A
 * catalog runs to dozens of rows, so this stays well under any budget without one.
 */
export async function listDocsetsTool(context: ToolContext): Promise<CallToolResult> {
  const docsets = (await context.api().listDocsets({}))
    .filter((d) => isShown(context, d.id))
    .map((d) => ({
      id: d.id,
      name: d.name,
      section: d.section,
      description: d.description,
      ...(versionOf(d) === undefined ? {} : { version: versionOf(d) }),
      pages: d.pages,
      last_sync: d.lastOkSyncAt ?? d.lastSyncAt,
      stale: d.stale,
    }));
  const cached = docsets.filter((d) => d.pages > 0);
  if (cached.length === 0) return toolResult({ docsets }, emptyCacheMessage);
  const lines = cached.map(
    (d) =>
      `- ${d.id}: ${d.name}${d.description ? ` — ${d.description}` : ''} (${d.section || 'no section'}; ` +
      `${d.version ? `version ${d.version}; ` : ''}` +
      `${d.pages} pages; synced ${d.last_sync ?? 'never'}${d.stale ? '; may be out of date' : ''})`,
  );
  const missing = docsets.length - cached.length;
  return toolResult(
    { docsets },
    `${cached.length} docsets cached (scope a search with "id: words" or docsets; "id@version: words" or search's version for one version):\n${lines.join('\n')}` +
      (missing > 0 ? `\n\n${missing} more in the catalog are not synced yet.` : ''),
  );
}

import { openEngine } from '../core/engine/open-engine.ts';
import type { Engine } from '../core/engine/open-engine.ts';
import type { CliIo } from './cli-io.ts';
import { resolveCachePath } from './paths.ts';

/**
 * The engine as the commands that only read use it (search, show, status, llms): the cache opened
 * read-only, so they work on a shared cache nobody may write, and no catalog, since the cache
 * knows its docsets.
 */
export function openReader(cacheOption: string | undefined, io: CliIo): Engine {
  return openEngine({
    cacheFile: resolveCachePath(cacheOption, io),
    readOnly: true,
    catalogs: () => [],
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
  });
}

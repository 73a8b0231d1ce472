import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSettingsDir } from '../api/settings-store.ts';

/**
 * The user's own catalog, where `folio add` puts docsets: `catalog.md` in the user's Folio folder
 * (`$FOLIO_HOME`, else `$XDG_CONFIG_HOME/folio`, else `~/.config/folio`), in the seed format, with
 * its overrides beside it. Every command reads it besides the `--catalog` files or seeds/*.md.
 */
export function userCatalogPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolveSettingsDir(env), 'catalog.md');
}

/** The catalog files to read: the given ones, then the user's own once it exists. */
export function withUserCatalog(
  files: readonly string[],
  userCatalog: string | undefined,
): string[] {
  return userCatalog && existsSync(userCatalog) && !files.includes(userCatalog)
    ? [...files, userCatalog]
    : [...files];
}

import { posix, win32 } from 'node:path';

/** What decides where the cache lives, passed in so that every platform's answer can be tested anywhere. */
export interface CacheLocationFacts {
  /** `--cache` as typed. */
  option: string | undefined;
  env: NodeJS.ProcessEnv;
  /** Running from an unpacked release rather than a checkout. */
  installed: boolean;
  platform: NodeJS.Platform;
  home: string;
  /** The checkout (or unpacked release) folder. */
  appRoot: string;
}

/**
 * The one rule for the cache file: `--cache`, else $FOLIO_CACHE, else cache/folio.db in a checkout
 * (where the developer looks), else the folder the platform keeps applications' data in, because an
 * unpacked release may sit somewhere read-only or be replaced by the next version's folder.
 * The result may be relative (as typed); the caller resolves it from the working folder.
 */
export function chooseCacheFile(facts: CacheLocationFacts): string {
  const chosen = facts.option ?? facts.env.FOLIO_CACHE;
  if (chosen !== undefined && chosen !== '') return chosen;
  if (!facts.installed) return joinFor(facts.platform)(facts.appRoot, 'cache', 'folio.db');
  return platformDataFile(facts);
}

function platformDataFile({ platform, env, home }: CacheLocationFacts): string {
  if (platform === 'win32') {
    // LOCALAPPDATA, not APPDATA: a cache is machine-local and must not roam with the profile.
    const local = env.LOCALAPPDATA || win32.join(home, 'AppData', 'Local');
    return win32.join(local, 'Folio', 'folio.db');
  }
  if (platform === 'darwin')
    return posix.join(home, 'Library', 'Application Support', 'Folio', 'folio.db');
  // Linux and the other Unixes. The XDG base directory spec says a relative value is invalid.
  const xdg = env.XDG_DATA_HOME;
  const data = xdg && posix.isAbsolute(xdg) ? xdg : posix.join(home, '.local', 'share');
  return posix.join(data, 'folio', 'folio.db');
}

function joinFor(platform: NodeJS.Platform): (...parts: string[]) => string {
  return platform === 'win32' ? (...p) => win32.join(...p) : (...p) => posix.join(...p);
}

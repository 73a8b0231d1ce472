import type { HttpBindings } from '@hono/node-server';

/**
 * `admin`: may do everything (loopback, or the admin link). `reader`: a team's reader link, which
 * reads, searches and keeps its own bookmarks but cannot sync, add, remove or import.
 */
export type Role = 'admin' | 'reader';

/** The Hono environment of `folio serve`: the Node request is there for its raw Host and socket. */
export interface ServeEnv {
  Bindings: HttpBindings;
  Variables: {
    role: Role;
    /** The browser's own id when served to a team (per-browser settings and reading state). */
    browser?: string;
  };
}

import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of `folio serve`: the Node request is there for its raw Host and socket. */
export interface ServeEnv {
  Bindings: HttpBindings;
}

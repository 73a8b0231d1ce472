/** A scope or --docset that names no docset the cache has: bad usage, with the names it has. */
export class UnknownDocsetError extends Error {
  override name = 'UnknownDocsetError';
}

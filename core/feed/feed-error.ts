/** A feed refused (bad signature, wrong key, rollback, expiry, a file that fails its hash): nothing was applied. */
export class FeedError extends Error {
  override name = 'FeedError';
}

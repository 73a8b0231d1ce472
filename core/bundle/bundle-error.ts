/** A bundle refused (damaged, foreign, too new, wrong base): the cache was not changed. */
export class BundleError extends Error {
  override name = 'BundleError';
}

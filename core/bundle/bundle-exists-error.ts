/** Export refused: the output file exists and replacing it was not asked for. Nothing was written. */
export class BundleExistsError extends Error {
  override name = 'BundleExistsError';
}

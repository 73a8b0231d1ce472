/** A catalog file that cannot be read at all; the message names the file and the reason. */
export class CatalogError extends Error {
  override name = 'CatalogError';
  readonly file: string;

  constructor(message: string, file: string, options?: ErrorOptions) {
    super(message, options);
    this.file = file;
  }
}

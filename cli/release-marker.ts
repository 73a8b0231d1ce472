/**
 * The file a portable release carries at its top (written by tools/release): its presence is what
 * tells an installed Folio from a checkout, and its contents say which release it is.
 */
export const RELEASE_MARKER = 'folio-release.json';

/** What the marker holds. */
export interface ReleaseMarker {
  version: string;
  /** e.g. linux-x64, win-x64 */
  target: string;
  node: string;
}

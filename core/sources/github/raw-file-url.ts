/**
 * A repository file's bytes on the raw host, pinned to a commit. Plain data in, so the extraction
 * worker builds image URLs exactly as the client builds the URLs it fetches.
 */
export function rawFileUrl(
  rawBase: string,
  owner: string,
  repo: string,
  sha: string,
  path: string,
): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${rawBase.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${sha}/${encoded}`;
}

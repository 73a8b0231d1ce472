/**
 * The stable URL a mirrored repository file is stored under:
 * `https://github.com/<owner>/<repo>/blob/<ref>/<path>`, with `ref` the default branch's name (not
 * the commit), so links and bookmarks survive re-syncs. Each path segment is percent-encoded.
 */
export function repoPageUrl(owner: string, repo: string, ref: string, path: string): string {
  return repoUrl('blob', owner, repo, ref, path);
}

/** GitHub's listing of a folder (`/tree/<ref>/<path>`): where a link to an unmirrored folder goes. */
export function repoTreeUrl(owner: string, repo: string, ref: string, path: string): string {
  return repoUrl('tree', owner, repo, ref, path).replace(/\/$/, '');
}

function repoUrl(
  kind: 'blob' | 'tree',
  owner: string,
  repo: string,
  ref: string,
  path: string,
): string {
  const encoded = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  const branch = ref.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${kind}/${branch}/${encoded}`;
}

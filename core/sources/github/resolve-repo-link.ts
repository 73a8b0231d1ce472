import { repoPageUrl, repoTreeUrl } from './repo-page-url.ts';

export type RepoLink =
  { kind: 'page'; path: string; fragment?: string } | { kind: 'external'; url: string };

export interface RepoRef {
  owner: string;
  repo: string;
  /** The default branch name the mirror pins to. */
  ref: string;
}

const README_NAMES = ['README.md', 'readme.md', 'Readme.md', 'README.markdown', 'README.rst'];

/**
 * Resolves a link in a repository file as GitHub does: relative to the file's folder, `/path`
 * from the repository root, `../` clamped at the root, a folder to its README, and absolute
 * `github.com/<owner>/<repo>/blob|tree/<ref>/…` links to the same branch as in-repo paths. A
 * target that is mirrored (in `files`) is a page, with its `#fragment`; anything else is
 * external: a repository file that is not mirrored becomes its GitHub URL, `/blob/` for a file and
 * `/tree/` for a folder (one in `folders`, the tree listing's `tree` entries, or written with a
 * trailing slash), since GitHub answers a folder's `/blob/` URL with a redirect at best.
 */
export function resolveRepoLink(
  href: string,
  fromPath: string,
  files: ReadonlySet<string>,
  repo: RepoRef,
  folders: ReadonlySet<string> = new Set(),
): RepoLink {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) {
    const fragment = decode(trimmed.slice(1));
    return fragment ? { kind: 'page', path: fromPath, fragment } : { kind: 'page', path: fromPath };
  }
  let target = trimmed;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) {
    const inRepo = sameRepoPath(trimmed, repo);
    if (inRepo === undefined) return { kind: 'external', url: trimmed };
    target = `/${inRepo}`;
  }
  const hashAt = target.indexOf('#');
  const fragment = hashAt >= 0 ? decode(target.slice(hashAt + 1)) : '';
  const pathPart = (hashAt >= 0 ? target.slice(0, hashAt) : target).replace(/\?.*$/, '');
  const base = pathPart.startsWith('/') ? [] : fromPath.split('/').slice(0, -1);
  const path = normalize([...base, ...decode(pathPart).split('/')]);
  const page = findFile(path, files);
  if (page !== undefined)
    return fragment ? { kind: 'page', path: page, fragment } : { kind: 'page', path: page };
  const folder = path === '' || folders.has(path) || pathPart.endsWith('/');
  const url = (folder ? repoTreeUrl : repoPageUrl)(repo.owner, repo.repo, repo.ref, path);
  return { kind: 'external', url: fragment ? `${url}#${encodeURIComponent(fragment)}` : url };
}

/** The repository path of an absolute link into the same repository and branch, if it is one. */
function sameRepoPath(href: string, repo: RepoRef): string | undefined {
  let url: URL;
  try {
    url = new URL(href, 'https://github.com/');
  } catch {
    return undefined;
  }
  if (url.hostname !== 'github.com' && url.hostname !== 'www.github.com') return undefined;
  const [owner, name, kind, ...rest] = url.pathname.split('/').filter((s) => s !== '');
  const refParts = repo.ref.split('/');
  const sameRepo =
    owner?.toLowerCase() === repo.owner.toLowerCase() &&
    name?.toLowerCase() === repo.repo.toLowerCase();
  const sameRef = refParts.every((part, i) => rest[i] === part);
  if (!sameRepo || (kind !== 'blob' && kind !== 'tree') || !sameRef) return undefined;
  return `${rest.slice(refParts.length).join('/')}${url.hash}`;
}

function normalize(segments: string[]): string {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

function findFile(path: string, files: ReadonlySet<string>): string | undefined {
  if (path !== '' && files.has(path)) return path;
  const dir = path === '' ? '' : `${path}/`;
  return README_NAMES.map((name) => `${dir}${name}`).find((candidate) => files.has(candidate));
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

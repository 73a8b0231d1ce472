import type { GithubResponse } from './github-error.ts';
import { GithubError, githubErrorFor } from './github-error.ts';
import { rawFileUrl } from './raw-file-url.ts';
import type { RepoTreeEntry } from './select-repo-docs.ts';

/** One GET with the given headers; the answer with lower-cased header names. Any HTTP client fits. */
export type GithubFetch = (url: string, headers: Record<string, string>) => Promise<GithubResponse>;

export interface GithubClientOptions {
  fetcher: GithubFetch;
  apiBase?: string;
  rawBase?: string;
  /** Sent to apiBase only; defaults to GITHUB_TOKEN. */
  token?: string;
  now?: () => number;
}

export interface GithubClient {
  /** The default branch and its head commit: two requests (`/repos/o/r`, `/repos/o/r/commits/<branch>`). */
  defaultBranchCommit(owner: string, repo: string): Promise<{ branch: string; sha: string }>;
  /** The whole tree at a commit in one request; `truncated` when GitHub cut the listing short. */
  listTree(
    owner: string,
    repo: string,
    sha: string,
  ): Promise<{ entries: RepoTreeEntry[]; truncated: boolean }>;
  /** Where a file's bytes at that commit are served (raw.githubusercontent.com), pinned to the commit. */
  fileUrl(owner: string, repo: string, sha: string, path: string): string;
  /** The raw host fileUrl builds on, for code that builds the same URLs from data (rawFileUrl). */
  readonly rawBase: string;
}

const SHA = /^[0-9a-f]{40}$/;
const BRANCH = /^(?!.*\.\.)[\w./-]{1,255}$/;

/**
 * A small GitHub REST client for mirroring a repository: resolve the default branch to a commit,
 * list the tree once, and build raw URLs pinned to the commit. Base URLs are parameters so tests
 * can run it against a local server. Everything GitHub returns is validated before use.
 */
export function createGithubClient(options: GithubClientOptions): GithubClient {
  const apiBase = options.apiBase ?? 'https://api.github.com';
  const rawBase = options.rawBase ?? 'https://raw.githubusercontent.com';
  const token = options.token ?? process.env.GITHUB_TOKEN ?? '';
  const now = options.now ?? Date.now;
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
  };
  if (token !== '') headers.authorization = `Bearer ${token}`;

  const getJson = async (path: string, what: string): Promise<unknown> => {
    const url = `${apiBase.replace(/\/+$/, '')}${path}`;
    const response = await options.fetcher(url, headers);
    if (response.status < 200 || response.status > 299) {
      throw githubErrorFor(response, what, { authenticated: token !== '', now: now() });
    }
    try {
      return JSON.parse(response.body) as unknown;
    } catch {
      throw new GithubError(`${what}: GitHub answered with something other than JSON.`);
    }
  };
  const repoPath = (owner: string, repo: string): string =>
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;

  return {
    async defaultBranchCommit(owner, repo) {
      const name = `${owner}/${repo}`;
      const info = (await getJson(repoPath(owner, repo), name)) as { default_branch?: unknown };
      const branch = info.default_branch;
      if (typeof branch !== 'string' || !BRANCH.test(branch)) {
        throw new GithubError(`${name}: GitHub gave no usable default branch.`);
      }
      const ref = branch.split('/').map(encodeURIComponent).join('/');
      const commit = (await getJson(
        `${repoPath(owner, repo)}/commits/${ref}`,
        `${name}@${branch}`,
      )) as {
        sha?: unknown;
      };
      if (typeof commit.sha !== 'string' || !SHA.test(commit.sha)) {
        throw new GithubError(`${name}@${branch}: GitHub gave no commit SHA.`);
      }
      return { branch, sha: commit.sha };
    },

    async listTree(owner, repo, sha) {
      if (!SHA.test(sha))
        throw new GithubError(`${owner}/${repo}: not a commit SHA: ${sha.slice(0, 60)}`);
      const path = `${repoPath(owner, repo)}/git/trees/${sha}?recursive=1`;
      const body = (await getJson(path, `${owner}/${repo} tree`)) as {
        tree?: unknown;
        truncated?: unknown;
      };
      const entries = Array.isArray(body.tree) ? body.tree.flatMap(toEntry) : [];
      return { entries, truncated: body.truncated === true };
    },

    fileUrl(owner, repo, sha, path) {
      return rawFileUrl(rawBase, owner, repo, sha, path);
    },
    rawBase,
  };
}

/** Tree paths become URLs and page keys: no absolute paths, no `..`, no control characters. */
function toEntry(raw: unknown): RepoTreeEntry[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const { path, type, size } = raw as { path?: unknown; type?: unknown; size?: unknown };
  if (typeof path !== 'string' || typeof type !== 'string') return [];
  if (path === '' || path.startsWith('/') || /[\p{Cc}\\]/u.test(path)) return [];
  if (path.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
    return [];
  const entry: RepoTreeEntry = { path, type };
  if (typeof size === 'number' && Number.isFinite(size) && size >= 0) entry.size = size;
  return [entry];
}

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SiteHandler } from '../../serve-site.ts';
import { contentType } from '../../content-type.ts';
import { json, notFound, rateLimited, send } from './github-answers.ts';
import { gitSnapshot } from './git-snapshot.ts';
import type { GitSnapshot, RepoFiles } from './git-snapshot.ts';

export interface FakeGithubOptions {
  owner: string;
  repo: string;
  defaultBranch: string;
  /** Files per branch; the default branch must be there. Other branches are traps. */
  branches: Record<string, RepoFiles>;
  /** Feature branches that exist only in the branch list (real repos have 1,000+). */
  featureBranches?: number;
}

export interface FakeGithub {
  /** Serves the REST API under /repos/{owner}/{repo} and raw files under /{owner}/{repo}/{ref}/. */
  route: SiteHandler;
  sha(branch?: string): string;
  /** Raw-content path of a file at a branch's current commit, e.g. `/o/r/<sha>/docs/a.md`. */
  rawPath(path: string, branch?: string): string;
  /** A new commit on a branch: `null` deletes a file. Returns the new sha. */
  pushCommit(changes: Record<string, string | Buffer | null>, branch?: string): string;
  /** Unauthenticated calls left this hour (GitHub allows 60; a token gets 5,000). */
  setRateLimitRemaining(remaining: number): void;
}

const RESET = Math.floor(Date.now() / 1000) + 3600;

export function fakeGithub(options: FakeGithubOptions): FakeGithub {
  const { owner, repo, defaultBranch } = options;
  const heads = new Map<string, string>();
  const commits = new Map<string, GitSnapshot>();
  for (const [branch, files] of Object.entries(options.branches)) {
    const snapshot = gitSnapshot(files, '', `${branch} head`);
    commits.set(snapshot.sha, snapshot);
    heads.set(branch, snapshot.sha);
  }
  const remaining = { anonymous: 60, token: 5000 };
  const api = `/repos/${owner}/${repo}`;
  const branchNames = [
    ...heads.keys(),
    ...Array.from({ length: options.featureBranches ?? 0 }, (_, i) => `feature/exp-${i + 1}`),
  ];

  const resolve = (ref: string): GitSnapshot | undefined => {
    const sha = heads.get(ref) ?? (ref === 'HEAD' ? heads.get(defaultBranch) : ref);
    return sha === undefined ? undefined : commits.get(sha);
  };
  const bySha = (sha: string) =>
    [...commits.values()].find((c) => c.sha === sha || c.treeSha === sha) ?? resolve(sha);

  function apiAnswer(path: string, query: URLSearchParams, req: IncomingMessage) {
    const rest = path.slice(api.length);
    if (rest === '' || rest === '/')
      return json({
        name: repo,
        full_name: `${owner}/${repo}`,
        default_branch: defaultBranch,
        html_url: `https://github.com/${owner}/${repo}`,
        private: false,
      });
    let m = /^\/commits\/(.+)$/.exec(rest);
    if (m) {
      const c = resolve(decodeURIComponent(m[1]!));
      if (!c) return notFound();
      if (/application\/vnd\.github(\.v3)?\.sha/.test(req.headers.accept ?? ''))
        return { status: 200, type: 'application/vnd.github.sha; charset=utf-8', body: c.sha };
      return json({ sha: c.sha, commit: { message: 'head', tree: { sha: c.treeSha } } });
    }
    m = /^\/git\/refs?\/heads\/(.+)$/.exec(rest);
    if (m) {
      const sha = heads.get(decodeURIComponent(m[1]!));
      return sha
        ? json({ ref: `refs/heads/${m[1]}`, object: { sha, type: 'commit' } })
        : notFound();
    }
    m = /^\/branches\/(.+)$/.exec(rest);
    if (m) {
      const c = resolve(decodeURIComponent(m[1]!));
      if (!c || !heads.has(decodeURIComponent(m[1]!))) return notFound();
      return json({ name: m[1], commit: { sha: c.sha, commit: { tree: { sha: c.treeSha } } } });
    }
    if (rest === '/branches') {
      const per = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Math.max(Number(query.get('page') ?? 1), 1);
      const slice = branchNames.slice((page - 1) * per, page * per);
      const last = Math.ceil(branchNames.length / per);
      const answer = json(
        slice.map((name) => ({ name, commit: { sha: heads.get(name) ?? '0'.repeat(40) } })),
      );
      const next = `http://${req.headers.host}${api}/branches?per_page=${per}&page=${page + 1}`;
      if (page < last) answer.headers = { link: `<${next}>; rel="next"` };
      return answer;
    }
    m = /^\/git\/trees\/(.+)$/.exec(rest);
    if (m) {
      const c = bySha(decodeURIComponent(m[1]!));
      if (!c) return notFound();
      // Without ?recursive the API lists only the top level, as GitHub does.
      const recursive = query.has('recursive');
      const tree = recursive ? c.tree : c.tree.filter((e) => !e.path.includes('/'));
      return json({ sha: c.treeSha, tree, truncated: false });
    }
    return notFound();
  }

  function rawAnswer(path: string) {
    const m = new RegExp(`^/${owner}/${repo}/([^/]+)/(.+)$`).exec(path);
    const c = m ? resolve(decodeURIComponent(m[1]!)) : undefined;
    const body = c?.files.get(decodeURIComponent(m![2]!));
    if (!body) return { status: 404, type: 'text/plain; charset=utf-8', body: '404: Not Found' };
    const type = contentType(path, body);
    return {
      status: 200,
      type: type.startsWith('image/') ? type : 'text/plain; charset=utf-8',
      body,
      etag: `"${createHash('sha1').update(body).digest('hex')}"`,
    };
  }

  const route: SiteHandler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://github.invalid');
    if (url.pathname.startsWith(api)) {
      const auth = req.headers.authorization ? 'token' : 'anonymous';
      const limit = auth === 'token' ? 5000 : 60;
      const rate = {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(remaining[auth]),
        'x-ratelimit-reset': String(RESET),
        'x-ratelimit-resource': 'core',
      };
      if (remaining[auth] <= 0) {
        send(req, res, rateLimited(), rate);
        return true;
      }
      const answer = apiAnswer(url.pathname, url.searchParams, req);
      // A 304 to a conditional request does not count against the limit (GitHub's rule).
      if (send(req, res, answer, rate) === 200) remaining[auth]--;
      return true;
    }
    if (url.pathname.startsWith(`/${owner}/${repo}/`)) {
      send(req, res, rawAnswer(url.pathname), {});
      return true;
    }
    return false;
  };

  return {
    route,
    sha: (branch = defaultBranch) => heads.get(branch)!,
    rawPath: (path, branch = defaultBranch) => `/${owner}/${repo}/${heads.get(branch)}/${path}`,
    pushCommit(changes, branch = defaultBranch) {
      const parent = commits.get(heads.get(branch)!)!;
      const files: RepoFiles = Object.fromEntries(parent.files);
      for (const [path, body] of Object.entries(changes)) {
        if (body === null) delete files[path];
        else files[path] = body;
      }
      const next = gitSnapshot(files, parent.sha, `push ${commits.size}`);
      commits.set(next.sha, next);
      heads.set(branch, next.sha);
      return next.sha;
    },
    setRateLimitRemaining(n) {
      remaining.anonymous = n;
    },
  };
}

import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveSite } from '../serve-site.ts';
import type { SiteServer } from '../serve-site.ts';

export interface GithubRepoHost {
  owner: string;
  repo: string;
  /** The replica's own fake GitHub: its REST API and its raw-content host (often one origin). */
  api: string;
  raw: string;
}

/**
 * One origin standing in for both api.github.com and raw.githubusercontent.com in front of every
 * GitHub replica. The CLI takes a single `FOLIO_GITHUB_API` and `FOLIO_GITHUB_RAW`, while each
 * replica runs its own fake GitHub; this routes `/repos/{owner}/{repo}/…` and `/{owner}/{repo}/…`
 * to the replica that owns the repository. It proxies rather than calling the replica's handler
 * so each replica still sees (and logs) its own requests.
 */
export async function serveGithubFront(repos: readonly GithubRepoHost[]): Promise<SiteServer> {
  // GitHub's owner and repo names are case-insensitive.
  const byRepo = new Map(repos.map((r) => [`${r.owner}/${r.repo}`.toLowerCase(), r]));
  const front = await serveSite({ files: {} });
  front.use((req, res) => {
    const path = new URL(req.url ?? '/', front.url).pathname;
    const m = /^\/(repos\/)?([^/]+)\/([^/]+)(?:\/|$)/.exec(path);
    const host = m ? byRepo.get(`${m[2]}/${m[3]}`.toLowerCase()) : undefined;
    if (!host) return false;
    forward(req, res, m![1] ? host.api : host.raw);
    return true;
  });
  return front;
}

function forward(req: IncomingMessage, res: ServerResponse, origin: string): void {
  // The Host header stays the front's, so a `Link: <…>; rel="next"` built from it points back here.
  const upstream = request(
    new URL(req.url ?? '/', origin),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-length': 0 });
    res.end();
  });
  req.pipe(upstream);
}

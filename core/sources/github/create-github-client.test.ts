import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGithubClient } from './create-github-client.ts';
import { createHttpGithubFetch } from './create-http-github-fetch.ts';
import { GithubError } from './github-error.ts';

const SHA = 'a'.repeat(40);
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const RESET = NOW / 1000 + 23 * 60;

/** Plays the GitHub REST API in the shapes its docs give (repos, commits, git/trees). */
function github(requests: Array<{ url: string; auth?: string; agent?: string }>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    requests.push({
      url: req.url ?? '',
      auth: req.headers.authorization,
      agent: req.headers['user-agent'],
    });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    switch (req.url ?? '') {
      case '/repos/pytorch/torchtitan':
        return json(200, {
          id: 1,
          full_name: 'pytorch/torchtitan',
          default_branch: 'main',
          private: false,
        });
      case '/repos/pytorch/torchtitan/commits/main':
        return json(200, { sha: SHA, commit: { message: 'x' } });
      case `/repos/pytorch/torchtitan/git/trees/${SHA}?recursive=1`:
        return json(200, {
          sha: SHA,
          url: 'x',
          tree: [
            { path: 'README.md', mode: '100644', type: 'blob', sha: 'b'.repeat(40), size: 11600 },
            { path: 'docs', mode: '040000', type: 'tree', sha: 'c'.repeat(40) },
            { path: 'docs/fsdp.md', mode: '100644', type: 'blob', sha: 'd'.repeat(40), size: 2000 },
            { path: '../escape.md', type: 'blob' },
            { path: '/abs.md', type: 'blob' },
            { path: 'a//b.md', type: 'blob' },
            { nope: true },
          ],
          truncated: true,
        });
      case '/repos/weird/branch':
        return json(200, { default_branch: '../../etc' });
      case '/repos/limited/repo':
        return json(
          403,
          { message: 'API rate limit exceeded for 127.0.0.1.' },
          {
            'x-ratelimit-limit': '60',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(RESET),
          },
        );
      case '/repos/secondary/repo':
        return json(429, { message: 'slow down' }, { 'retry-after': '30' });
      case '/repos/broken/repo':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html>oops</html>');
      default:
        return json(404, { message: 'Not Found' });
    }
  };
}

describe('createGithubClient', () => {
  let server: Server;
  let origin = '';
  const requests: Array<{ url: string; auth?: string; agent?: string }> = [];
  const client = (token = '') =>
    createGithubClient({
      fetcher: createHttpGithubFetch(),
      apiBase: origin,
      rawBase: 'https://raw.example',
      token,
      now: () => NOW,
    });

  beforeAll(async () => {
    // Loopback only, port chosen by the OS.
    server = createServer(github(requests));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('resolves the default branch to its commit in two requests', async () => {
    requests.length = 0;
    expect(await client().defaultBranchCommit('pytorch', 'torchtitan')).toEqual({
      branch: 'main',
      sha: SHA,
    });
    expect(requests.map((r) => r.url)).toEqual([
      '/repos/pytorch/torchtitan',
      '/repos/pytorch/torchtitan/commits/main',
    ]);
    expect(requests[0]!.auth).toBeUndefined();
    expect(requests[0]!.agent).toMatch(/^Folio\//);
  });

  it('sends the token as a bearer token when there is one', async () => {
    requests.length = 0;
    await client('secret-token').defaultBranchCommit('pytorch', 'torchtitan');
    expect(requests[0]!.auth).toBe('Bearer secret-token');
  });

  it('lists the tree once, flags truncation and drops unsafe paths', async () => {
    const tree = await client().listTree('pytorch', 'torchtitan', SHA);
    expect(tree.truncated).toBe(true);
    expect(tree.entries).toEqual([
      { path: 'README.md', type: 'blob', size: 11600 },
      { path: 'docs', type: 'tree' },
      { path: 'docs/fsdp.md', type: 'blob', size: 2000 },
    ]);
    await expect(client().listTree('pytorch', 'torchtitan', 'main')).rejects.toThrow(
      /not a commit SHA/,
    );
  });

  it('builds raw URLs pinned to the commit', () => {
    expect(client().fileUrl('pytorch', 'torchtitan', SHA, 'docs/my file.md')).toBe(
      `https://raw.example/pytorch/torchtitan/${SHA}/docs/my%20file.md`,
    );
  });

  it('explains the unauthenticated rate limit, its reset and GITHUB_TOKEN', async () => {
    const error = (await client()
      .defaultBranchCommit('limited', 'repo')
      .catch((e: unknown) => e)) as GithubError;
    expect(error).toBeInstanceOf(GithubError);
    expect(error.rateLimited).toBe(true);
    expect(error.status).toBe(403);
    expect(error.resetAt).toBe(new Date(RESET * 1000).toISOString());
    expect(error.message).toBe(
      `GitHub API rate limit reached: unauthenticated requests are limited to 60 per hour. It resets at ${new Date(RESET * 1000).toISOString()} (in 23 min). Set GITHUB_TOKEN to raise the limit to 5,000 per hour.`,
    );
    const withToken = (await client('t')
      .defaultBranchCommit('limited', 'repo')
      .catch((e: unknown) => e)) as Error;
    expect(withToken.message).toMatch(/^GitHub API rate limit reached for GITHUB_TOKEN/);
  });

  it('reports secondary limits, missing repositories, bad branches and non-JSON answers', async () => {
    await expect(client().defaultBranchCommit('secondary', 'repo')).rejects.toThrow(
      /secondary rate limit hit; retry after 30 s/,
    );
    await expect(client().defaultBranchCommit('nobody', 'nothing')).rejects.toThrow(
      'nobody/nothing: not found on GitHub (or private).',
    );
    await expect(client().defaultBranchCommit('weird', 'branch')).rejects.toThrow(
      /no usable default branch/,
    );
    await expect(client().defaultBranchCommit('broken', 'repo')).rejects.toThrow(/other than JSON/);
  });

  it('turns a network failure into a GithubError that says why', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = (apiBase: string) =>
      createGithubClient({
        fetcher: createHttpGithubFetch({ timeoutMs: 2000 }),
        apiBase,
        token: '',
      });
    // The reason, not Node's bare "fetch failed": offline, a firewall and a typo read apart.
    await expect(offline(`http://127.0.0.1:${port}`).defaultBranchCommit('o', 'r')).rejects.toThrow(
      `GitHub API unreachable (http://127.0.0.1:${port}/repos/o/r): connection refused`,
    );
    await expect(
      offline('http://no-such-host.invalid').defaultBranchCommit('o', 'r'),
    ).rejects.toThrow(/: host not found \(DNS\)$/);
  });
});

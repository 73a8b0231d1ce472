import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('torchtitan');
});
afterAll(() => replica.close());

const api = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${replica.url}/repos/pytorch/torchtitan${path}`, { headers });

describe('torchtitan replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('serves the default branch, a recursive tree and pinned raw files', async () => {
    const repo = (await (await api('')).json()) as { default_branch: string };
    expect(repo.default_branch).toBe('main');
    const sha = replica.github!.sha();
    const head = await api('/commits/main', { accept: 'application/vnd.github.sha' });
    expect(await head.text()).toBe(sha);
    const tree = (await (await api(`/git/trees/${sha}?recursive=1`)).json()) as {
      tree: Array<{ path: string; type: string }>;
      truncated: boolean;
    };
    expect(tree.truncated).toBe(false);
    const paths = tree.tree.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['AGENTS.md', '.claude/README.md', 'docs/fsdp.md', 'scripts']),
    );
    const top = (await (await api(`/git/trees/${sha}`)).json()) as {
      tree: Array<{ path: string }>;
    };
    expect(top.tree.every((e) => !e.path.includes('/'))).toBe(true);
  });

  it('lets a re-sync with an unchanged commit cost two requests, both 304', async () => {
    const first = await api('/commits/main');
    const etag = first.headers.get('etag')!;
    replica.resetRequests();
    expect((await api('', {})).status).toBe(200);
    expect((await api('/commits/main', { 'if-none-match': etag })).status).toBe(304);
    expect(replica.requested()).toHaveLength(2);
    replica.github!.pushCommit({ 'docs/fsdp.md': '# FSDP2\n\nChanged.\n' });
    expect((await api('/commits/main', { 'if-none-match': etag })).status).toBe(200);
  });

  it('lists 1,000+ branches page by page, and enforces the unauthenticated rate limit', async () => {
    const branches = await api('/branches?per_page=100');
    expect(branches.headers.get('link')).toMatch(/page=2>; rel="next"/);
    replica.github!.setRateLimitRemaining(0);
    const limited = await api('');
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(((await limited.json()) as { message: string }).message).toMatch(/rate limit/);
    expect((await api('', { authorization: 'token t' })).status).toBe(200);
    replica.github!.setRateLimitRemaining(60);
  });
});

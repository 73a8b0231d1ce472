import { createGithubClient } from '../sources/github/create-github-client.ts';
import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import { selectRepoDocs } from '../sources/github/select-repo-docs.ts';
import type { ProbeDeps, SiteProbe } from './site-probe.ts';
import { ProbeRefusal } from './site-probe.ts';

/** A repository: its default branch resolves, and the files a sync would mirror are counted. */
export async function probeGithub(
  repo: GithubRepo,
  url: string,
  deps: ProbeDeps,
): Promise<SiteProbe> {
  const client = createGithubClient({
    fetcher: deps.github.fetch,
    apiBase: deps.github.apiBaseUrl,
    rawBase: deps.github.rawBaseUrl,
    token: deps.github.token,
  });
  let files: string[];
  try {
    const head = await client.defaultBranchCommit(repo.owner, repo.repo);
    const tree = await client.listTree(repo.owner, repo.repo, head.sha);
    files = selectRepoDocs(tree.entries);
  } catch (error) {
    throw new ProbeRefusal(`cannot read ${url}: ${(error as Error).message}`);
  }
  if (files.length === 0)
    throw new ProbeRefusal(`${url} has no README or docs/ markdown to mirror`);
  const entryUrl = `https://github.com/${repo.owner}/${repo.repo}`;
  return {
    entryUrl,
    redirectedFrom: entryUrl !== url ? url : undefined,
    kind: 'github',
    title: repo.repo,
    generator: 'github',
    scope: [`${entryUrl}/`],
    estimate: files.length,
  };
}

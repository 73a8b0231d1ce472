import { createGithubClient } from '../../sources/github/create-github-client.ts';
import type { GithubClient } from '../../sources/github/create-github-client.ts';
import type { GithubRepo } from '../../sources/github/parse-github-repo-url.ts';
import { createRepoCrossRefs } from '../../sources/github/repo-cross-refs.ts';
import { repoPageUrl } from '../../sources/github/repo-page-url.ts';
import type { RepoSnapshot } from '../../sources/github/render-repo-file.ts';
import { selectRepoDocs } from '../../sources/github/select-repo-docs.ts';
import type { GithubAccess } from '../../sources/github/github-access.ts';
import { outlineMarkdown } from '../../sources/markdown/render-markdown.ts';
import type { MarkdownOutline } from '../../sources/markdown/render-markdown.ts';
import type { KnownPage } from '../../store/read-pages.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl, CrawlSource } from '../crawl-source.ts';
import { githubToc } from '../github-toc.ts';
import type { ReadmeOutline } from '../github-toc.ts';
import type { PageOutcome } from '../page-outcome.ts';
import type { WaitingFile } from '../process-page.ts';
import { isCurrentExtraction } from '../../extract/hash-content.ts';

/** The head commit, its selected files and how their pages are named: known once start has run. */
interface Head {
  sha: string;
  snapshot: RepoSnapshot;
  /** Selected files in tree order, up to the page cap. */
  selected: string[];
  /** Page key → path of every selected file: a cached page outside them is no longer in the repository. */
  inTree: Map<string, string>;
  pageUrl: (path: string) => string;
}

/** The raw host's origin for a repository's files: the only place its images may come from. */
export function rawOrigin(github: GithubAccess): string {
  return new URL(clientFor(github).rawBase).origin;
}

/**
 * A GitHub repository as a crawl source: two API requests resolve the default branch's head
 * commit (an unchanged commit keeps every file without another request), one lists the tree, and
 * the selected files are queued as pages read from the raw host pinned to the commit, through the
 * same pipeline as every page. Files that cite others by label or docname wait (see WaitingFile)
 * and are rendered once every file's title and labels are known, in tree order.
 */
export function githubRepoSource(repo: GithubRepo): CrawlSource {
  let client: GithubClient | undefined;
  let head: Head | undefined;
  const outlines = new Map<string, MarkdownOutline>();
  const outcomes = new Map<string, PageOutcome>();
  const waiting = new Map<string, WaitingFile>();
  let readme: ReadmeOutline | undefined;
  let troubled = false;
  const cached = (crawl: Crawl): KnownPage[] =>
    [...crawl.plan.known.values()].filter((p) => p.status === 'ok' && crawl.plan.revisits(p.url));

  return {
    name: 'GitHub repository',
    async start(crawl) {
      client = clientFor(crawl.reader.github);
      const { owner, repo: name } = repo;
      try {
        const commit = await client.defaultBranchCommit(owner, name);
        // The same commit is the same files, but not the same sections if an older Folio split them.
        const current = cached(crawl).every((page) => isCurrentExtraction(page.contentHash));
        if (crawl.records.commit() === commit.sha && current) {
          // Nothing is fetched, but each page is shown and counted as unchanged, as a 304 would be.
          crawl.keepUnchanged(cached(crawl));
          return undefined;
        }
        const tree = await client.listTree(owner, name, commit.sha);
        const paths = selectRepoDocs(tree.entries, { languages: crawl.plan.overrides.languages });
        const pageUrl = (path: string) => repoPageUrl(owner, name, commit.branch, path);
        head = {
          sha: commit.sha,
          snapshot: {
            ref: { owner, repo: name, ref: commit.branch },
            sha: commit.sha,
            rawBase: client.rawBase,
            files: new Set(paths),
            folders: new Set(tree.entries.filter((e) => e.type === 'tree').map((e) => e.path)),
            sphinxRoots: tree.entries
              .filter((e) => e.type === 'blob' && /(?:^|\/)conf\.py$/.test(e.path))
              .map((e) => e.path.replace(/\/?conf\.py$/, '')),
          },
          selected: paths.slice(0, crawl.plan.maxPages),
          inTree: new Map(paths.map((path) => [pageKey(pageUrl(path)), path])),
          pageUrl,
        };
      } catch (error) {
        return (error as Error).message;
      }
      return undefined;
    },
    seed(crawl) {
      if (!head || !client) return;
      for (const path of head.selected) {
        const from = client.fileUrl(repo.owner, repo.repo, head.sha, path);
        crawl.queue(head.pageUrl(path), {
          repoFile: { from, file: { path, repo: head.snapshot } },
        });
      }
    },
    page(_crawl, task, outcome) {
      const path = head?.inTree.get(task.key);
      if (path === undefined) return undefined;
      outcomes.set(path, outcome);
      if (outcome.kind === 'failed' && outcome.transient) troubled = true;
      const parsed = outcome.kind === 'stored' ? outcome.parsed : undefined;
      if (parsed?.outline && !outlines.has(path)) outlines.set(path, parsed.outline);
      if (path === 'README.md' && parsed?.sections && outcome.kind === 'stored') {
        readme = { url: outcome.url, sections: parsed.sections, length: parsed.length ?? 0 };
      }
      return undefined;
    },
    wait(_crawl, file) {
      const path = file.task.repoFile?.file.path;
      if (path === undefined) return;
      // Outlined now, without the references it cites: other citing files may need its title.
      outlines.set(path, outlineMarkdown(file.markdown));
      waiting.set(path, file);
    },
    async finish(crawl) {
      if (!head) return;
      const { snapshot, selected, pageUrl } = head;
      // In tree order, whatever order the files arrived in: the first file to define a label keeps it.
      const refs = createRepoCrossRefs({
        files: snapshot.files,
        sphinxRoots: snapshot.sphinxRoots,
        pageUrl,
      });
      for (const path of selected) {
        const outline = outlines.get(path);
        if (outline !== undefined) refs.add(path, outline);
      }
      const table = refs.table();
      const ready = selected.flatMap((path) => {
        const file = waiting.get(path);
        if (!file?.task.repoFile) return [];
        const repoFile = {
          ...file.task.repoFile,
          file: { ...file.task.repoFile.file, refs: table },
        };
        return [{ ...file, task: { ...file.task, repoFile } }];
      });
      await crawl.resume(ready);
      // Files the new tree no longer selects: removed when the run completes cleanly.
      for (const page of cached(crawl)) {
        if (!head.inTree.has(page.key)) crawl.vanished(page, 'no longer in the repository');
      }
      // A run cut short must fetch again next time: the commit is recorded only once all was tried.
      if (!crawl.stopped && !troubled) {
        crawl.records.keepCommit(`${repo.owner}/${repo.repo}`, head.sha);
      }
      const stored = selected.flatMap((path) => {
        const o = outcomes.get(path);
        return o?.kind === 'stored' && o.title !== undefined
          ? [{ url: o.url, title: o.title }]
          : [];
      });
      crawl.keepNav(githubToc(pageUrl(''), stored, readme), 'github');
    },
  };
}

function clientFor(github: GithubAccess): GithubClient {
  return createGithubClient({
    fetcher: github.fetch,
    apiBase: github.apiBaseUrl,
    rawBase: github.rawBaseUrl,
    token: github.token,
  });
}

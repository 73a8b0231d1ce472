import type { MarkdownOutline } from '../markdown/render-markdown.ts';
import { renderMarkdownOutlined } from '../markdown/render-markdown.ts';
import { rawFileUrl } from './raw-file-url.ts';
import { createRepoCrossRefs } from './repo-cross-refs.ts';
import type { RepoRefTable } from './repo-cross-refs.ts';
import { repoPageUrl } from './repo-page-url.ts';
import { resolveRepoLink } from './resolve-repo-link.ts';
import type { RepoRef } from './resolve-repo-link.ts';

/**
 * A repository at one commit, as its files' links need it. Plain data (sets and strings), so a
 * file is rendered in the extraction worker like every other markdown source.
 */
export interface RepoSnapshot {
  ref: RepoRef;
  /** The commit images are pinned to. */
  sha: string;
  /** The raw host serving the commit's bytes (rawFileUrl). */
  rawBase: string;
  /** Files mirrored as pages: links to them stay in the mirror. */
  files: ReadonlySet<string>;
  /** Folders of the tree: links to them go to GitHub's `/tree/` listing. */
  folders: ReadonlySet<string>;
  /** Folders holding a `conf.py`, where `/docname` references start (repo-cross-refs.ts). */
  sphinxRoots: readonly string[];
}

/** One repository file to render: its Markdown (reStructuredText converted already). */
export interface RepoFile {
  path: string;
  repo: RepoSnapshot;
  /**
   * The other files' titles and labels, for a file that cites them (toctrees, `{ref}`, `{doc}`);
   * without it references render as their text.
   */
  refs?: RepoRefTable;
}

/**
 * One repository file's Markdown as HTML, linked as GitHub links it: other mirrored files by their
 * page URL (with `#fragment`), the rest of the repository on github.com, images from the raw host
 * pinned to the commit, and Sphinx cross-references through `refs`. The outline (title and labels)
 * comes from the same parse, for the files that cite this one.
 */
export function renderRepoFile(
  markdown: string,
  file: RepoFile,
): { html: string; outline: MarkdownOutline } {
  const { path, repo } = file;
  const { ref, files, folders } = repo;
  const pageUrl = (p: string) => repoPageUrl(ref.owner, ref.repo, ref.ref, p);
  const refs =
    file.refs &&
    createRepoCrossRefs({ files, sphinxRoots: repo.sphinxRoots, pageUrl, table: file.refs });
  return renderMarkdownOutlined(markdown, {
    pageUrl: pageUrl(path),
    refs: refs?.forPage(path),
    resolveLink: (href) => {
      const link = resolveRepoLink(href, path, files, ref, folders);
      if (link.kind === 'external') return link.url;
      return link.fragment ? `${pageUrl(link.path)}#${link.fragment}` : pageUrl(link.path);
    },
    resolveImage: (src) => {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return src;
      const link = resolveRepoLink(src, path, new Set(), ref);
      const target = link.kind === 'page' ? link.path : repoPathOf(link.url, ref);
      return target === undefined
        ? undefined
        : rawFileUrl(repo.rawBase, ref.owner, ref.repo, repo.sha, target);
    },
  });
}

/** The repository path of a github.com blob URL resolveRepoLink made for an unmirrored file. */
function repoPathOf(url: string, ref: RepoRef): string | undefined {
  const prefix = `https://github.com/${ref.owner}/${ref.repo}/blob/${ref.ref}/`;
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : undefined;
}

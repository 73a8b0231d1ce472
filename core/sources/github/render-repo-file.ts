import type { CrossRefs } from '../markdown/cross-refs.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import { repoPageUrl } from './repo-page-url.ts';
import { resolveRepoLink } from './resolve-repo-link.ts';
import type { RepoRef } from './resolve-repo-link.ts';

/** A repository at one commit, as its files' links need it. */
export interface RepoSnapshot {
  ref: RepoRef;
  /** Files mirrored as pages: links to them stay in the mirror. */
  files: ReadonlySet<string>;
  /** Folders of the tree: links to them go to GitHub's `/tree/` listing. */
  folders: ReadonlySet<string>;
  /** Where a file's bytes are served, pinned to the commit (images). */
  fileUrl: (path: string) => string;
}

/**
 * One repository file's Markdown as HTML, linked as GitHub links it: other mirrored files by their
 * page URL (with `#fragment`), the rest of the repository on github.com, images from the raw host
 * pinned to the commit, and Sphinx cross-references through `refs`.
 */
export function renderRepoFile(
  path: string,
  markdown: string,
  repo: RepoSnapshot,
  refs?: CrossRefs,
): string {
  const { ref, files, folders } = repo;
  const pageUrl = (p: string) => repoPageUrl(ref.owner, ref.repo, ref.ref, p);
  return renderMarkdown(markdown, {
    pageUrl: pageUrl(path),
    refs,
    resolveLink: (href) => {
      const link = resolveRepoLink(href, path, files, ref, folders);
      if (link.kind === 'external') return link.url;
      return link.fragment ? `${pageUrl(link.path)}#${link.fragment}` : pageUrl(link.path);
    },
    resolveImage: (src) => {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return src;
      const link = resolveRepoLink(src, path, new Set(), ref);
      const target = link.kind === 'page' ? link.path : repoPathOf(link.url, ref);
      return target === undefined ? undefined : repo.fileUrl(target);
    },
  });
}

/** The repository path of a github.com blob URL resolveRepoLink made for an unmirrored file. */
function repoPathOf(url: string, ref: RepoRef): string | undefined {
  const prefix = `https://github.com/${ref.owner}/${ref.repo}/blob/${ref.ref}/`;
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : undefined;
}

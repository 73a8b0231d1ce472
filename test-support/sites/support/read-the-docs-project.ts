import type { SiteFile } from '../../serve-site.ts';
import { rtdThemePage } from '../themes/rtd-theme-page.ts';
import { toctreeHtml } from './html-helpers.ts';
import type { NavGroup } from './html-helpers.ts';

export interface RtdPageSpec {
  /** e.g. `getting_started/installation` (served as `<root><docname>.html`). */
  docname: string;
  title: string;
  body: string;
}

export interface RtdProject {
  /** e.g. `/en/latest/`. */
  root: string;
  project: string;
  lang: string;
  /** Sidebar groups; item hrefs are site paths. */
  groups: NavGroup[];
  pages: RtdPageSpec[];
  offsite: string;
  /** "Edit on GitHub" base (e.g. `${offsite}/github.com/o/r/blob/main/docs/`) instead of "View page source". */
  editBase?: string;
  tail?: string;
}

/**
 * One language/version of a Sphinx project on Read the Docs with sphinx_rtd_theme: every page,
 * plus the `_sources/*.rst.txt`, `genindex.html` and `search.html` a crawler must skip.
 */
export function readTheDocsProject(p: RtdProject): Record<string, SiteFile | string> {
  const files: Record<string, SiteFile | string> = {};
  p.pages.forEach((page, i) => {
    const path = `${p.root}${page.docname}.html`;
    const next = p.pages[i + 1];
    files[path] = rtdThemePage({
      path,
      root: p.root,
      title: page.title,
      project: p.project,
      lang: p.lang,
      sidebar: toctreeHtml(p.groups, path),
      body: page.body,
      source: p.editBase
        ? `${p.editBase}${page.docname}.rst`
        : `${p.root}_sources/${page.docname}.rst.txt`,
      editOnGithub: p.editBase !== undefined,
      next: next ? [`${p.root}${next.docname}.html`, next.title] : undefined,
      offsite: p.offsite,
      tail: p.tail,
    });
    files[`${p.root}_sources/${page.docname}.rst.txt`] =
      `${page.title}\n${'='.repeat(page.title.length)}\n`;
  });
  files[`${p.root}genindex.html`] =
    `<!DOCTYPE html><html><head><title>Index</title></head><body><div role="main"><h1>Index</h1></div></body></html>`;
  files[`${p.root}search.html`] =
    `<!DOCTYPE html><html><head><title>Search</title></head><body><div role="main"><h1>Search</h1><p>Please activate JavaScript to enable the search functionality.</p></div></body></html>`;
  return files;
}

import type { SiteFile } from '../../serve-site.ts';
import { nvidiaPydataPage } from '../themes/nvidia-pydata-page.ts';
import { toctreeHtml } from './html-helpers.ts';
import type { NavGroup } from './html-helpers.ts';
import { searchIndexJs } from './search-index-js.ts';

export interface NvidiaPageSpec {
  docname: string;
  title: string;
  body: string;
  toc?: Array<[id: string, title: string]>;
}

export interface NvidiaSphinxVersion {
  /** e.g. `/megatron-core/developer-guide/latest/`. */
  root: string;
  project: string;
  version: string;
  groups: NavGroup[];
  pages: NvidiaPageSpec[];
  otherVersions: Array<{ name: string; path: string }>;
  archived?: boolean;
}

/**
 * One version of a Sphinx project on docs.nvidia.com (NVIDIA theme): the pages, their
 * `_sources/*.md.txt` (linked by "Show Source"), `genindex.html`, `search.html` and
 * `searchindex.js`. The same sidebar is rendered into every page, as the real build does.
 */
export function nvidiaSphinxVersion(v: NvidiaSphinxVersion): Record<string, SiteFile | string> {
  const files: Record<string, SiteFile | string> = {};
  v.pages.forEach((page, i) => {
    const path = `${v.root}${page.docname}.html`;
    const prev = v.pages[i - 1];
    const next = v.pages[i + 1];
    files[path] = nvidiaPydataPage({
      path,
      root: v.root,
      title: page.title,
      project: v.project,
      version: v.version,
      sidebar: toctreeHtml(v.groups, path),
      body: page.body,
      otherVersions: v.otherVersions,
      archived: v.archived,
      toc: page.toc,
      prev: prev ? [`${v.root}${prev.docname}.html`, prev.title] : undefined,
      next: next ? [`${v.root}${next.docname}.html`, next.title] : undefined,
    });
    files[`${v.root}_sources/${page.docname}.md.txt`] = `# ${page.title}\n`;
  });
  files[`${v.root}genindex.html`] =
    '<!DOCTYPE html><html><head><title>Index</title></head><body><main><h1>Index</h1></main></body></html>';
  files[`${v.root}search.html`] =
    '<!DOCTYPE html><html><head><title>Search</title></head><body><main><h1>Search</h1><p>Please activate JavaScript to enable the search functionality.</p></main></body></html>';
  files[`${v.root}searchindex.js`] = searchIndexJs(v.pages);
  return files;
}

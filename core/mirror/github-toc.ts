import { buildToc } from '../store/build-toc.ts';
import type { TocPage } from '../store/build-toc.ts';
import type { ExtractedSection } from '../extract/extracted-page.ts';
import type { NavEntry } from '../store/nav-tree.ts';

/** The root README, as rendered: where it is stored, its sections and its markdown's length. */
export interface ReadmeOutline {
  url: string;
  sections: readonly ExtractedSection[];
  length: number;
}

/**
 * A README this long is the project's manual (OpenRLHF's is 42 KB): its
 * chapters are what a reader looks for, so they stand at the top of the tree. A shorter one is an
 * overview whose headings sit under it.
 */
const MANUAL_README = 16_000;

/**
 * A repository's table of contents: the README first with its second-level headings, then one
 * group per folder, in tree order.
 */
export function githubToc(
  rootUrl: string,
  pages: readonly TocPage[],
  readme: ReadmeOutline | undefined,
): NavEntry[] {
  const toc: NavEntry[] = buildToc(rootUrl, pages);
  const at = readme ? toc.findIndex((entry) => entry.url === readme.url) : -1;
  if (!readme || at < 0) return toc;
  const chapters = readme.sections
    .filter((s) => s.level === 2 && s.anchor !== '' && s.heading.trim() !== '')
    .map((s) => ({ title: s.heading.trim(), url: `${readme.url}#${s.anchor}`, children: [] }));
  if (readme.length >= MANUAL_README) toc.splice(at + 1, 0, ...chapters);
  else toc[at] = { ...toc[at]!, children: chapters };
  return toc;
}

import { posix } from 'node:path';
import type { CrossRefs, RefTarget } from '../markdown/cross-refs.ts';
import type { MarkdownOutline } from '../markdown/render-markdown.ts';

export interface RepoCrossRefs {
  /** Records a fetched file's title and labels; the first file to define a label keeps it. */
  add(path: string, outline: MarkdownOutline): void;
  /** The references as seen from one file (docnames are relative to its folder). */
  forPage(path: string): CrossRefs;
}

/** Sphinx finds a docname's source by trying the extensions the project parses. */
const SOURCE_SUFFIXES = ['', '.md', '.rst', '.markdown'];

/**
 * Sphinx cross-references inside one repository: docnames resolve to the mirrored files of the
 * same Sphinx project (relative to the citing file, or `/name` from the folder holding its
 * `conf.py`), labels to the file and heading their `(label)=` target names. Titles come from the
 * files' first headings, as Sphinx titles toctree entries.
 */
export function createRepoCrossRefs(options: {
  files: ReadonlySet<string>;
  /** Folders holding a `conf.py`: the roots `/docname` is taken from. */
  sphinxRoots: readonly string[];
  pageUrl: (path: string) => string;
}): RepoCrossRefs {
  const { files, pageUrl } = options;
  const titles = new Map<string, string>();
  const labels = new Map<string, RefTarget>();
  const rootOf = (path: string): string =>
    options.sphinxRoots
      .filter((root) => root === '' || path.startsWith(`${root}/`))
      .reduce((deepest, root) => (root.length > deepest.length ? root : deepest), '');
  const docPath = (from: string, name: string): string | undefined => {
    const base = name.startsWith('/') ? rootOf(from) : posix.dirname(from);
    const joined = posix.normalize(posix.join(base === '.' ? '' : base, name.replace(/^\/+/, '')));
    if (joined.startsWith('..') || joined.startsWith('/')) return undefined;
    return SOURCE_SUFFIXES.map((suffix) => `${joined}${suffix}`).find((p) => files.has(p));
  };
  return {
    add(path, outline) {
      if (outline.title) titles.set(path, outline.title);
      for (const [label, target] of outline.targets) {
        if (labels.has(label)) continue;
        const url = target.anchor ? `${pageUrl(path)}#${target.anchor}` : pageUrl(path);
        labels.set(label, target.title ? { url, title: target.title } : { url });
      }
    },
    forPage(from) {
      return {
        doc(name) {
          const path = docPath(from, name.trim());
          if (path === undefined) return undefined;
          const title = titles.get(path);
          return title ? { url: pageUrl(path), title } : { url: pageUrl(path) };
        },
        label: (name) => labels.get(name.trim().toLowerCase()),
      };
    },
  };
}

import { posix } from 'node:path';
import type { CrossRefs, RefTarget } from '../markdown/cross-refs.ts';
import type { MarkdownOutline } from '../markdown/render-markdown.ts';

export interface RepoCrossRefs {
  /** Records a fetched file's title and labels; the first file to define a label keeps it. */
  add(path: string, outline: MarkdownOutline): void;
  /** The references as seen from one file (docnames are relative to its folder). */
  forPage(path: string): CrossRefs;
  /** What add has recorded, as plain data: a page rendered in a worker takes it along. */
  table(): RepoRefTable;
}

/** The files' titles and labels (structured-clone safe), from which a worker rebuilds the refs. */
export interface RepoRefTable {
  titles: ReadonlyMap<string, string>;
  labels: ReadonlyMap<string, RefTarget>;
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
  /** Titles and labels recorded earlier, possibly in another thread (table()). */
  table?: RepoRefTable;
}): RepoCrossRefs {
  const { files, pageUrl } = options;
  const titles = new Map(options.table?.titles);
  const labels = new Map(options.table?.labels);
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
    table: () => ({ titles, labels }),
  };
}

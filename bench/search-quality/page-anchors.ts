import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which section each id of a built page stands for, read from the HTML: the judge compares
 * sections, not ids. Sphinx gives one section several ids (its own, labels as empty spans, index
 * entries inside it) and the two searches report different ones. An API entry or glossary term
 * (`<dt id>`) is a section of its own; the page's top section (its `<h1>`) is the page, `''`.
 */
export function pageAnchors(root: string): {
  sameSection: (path: string, anchor: string) => string;
  has: (path: string, anchor: string) => boolean;
} {
  const pages = new Map<string, Map<string, string> | undefined>();
  const read = (path: string) => {
    if (!pages.has(path)) {
      const file = join(root, path);
      pages.set(path, existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : undefined);
    }
    return pages.get(path);
  };
  return {
    sameSection: (path, anchor) => (anchor === '' ? '' : (read(path)?.get(anchor) ?? anchor)),
    has: (path, anchor) => {
      const ids = read(path);
      return ids !== undefined && (anchor === '' || ids.has(anchor));
    },
  };
}

function sectionsOf(html: string): Map<string, string> {
  const ids = new Map<string, string>();
  const open: string[] = [];
  for (const tag of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, name = '', attrs = ''] = tag;
    if (name === 'section' && closing) {
      open.pop();
      continue;
    }
    const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
    if (name === 'section') {
      open.push(id ?? '');
      if (id !== undefined) ids.set(id, open.length === 1 ? '' : id);
    } else if (id !== undefined && !ids.has(id)) {
      const enclosing = open.length <= 1 ? '' : open[open.length - 1]!;
      ids.set(id, name === 'dt' ? id : enclosing);
    }
  }
  return ids;
}

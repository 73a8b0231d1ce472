/**
 * A Sphinx `searchindex.js`: `Search.setIndex({...})` with docnames, filenames and titles. The
 * term maps are tiny; a mirror may read docnames from it as a discovery aid, never as content.
 */
export function searchIndexJs(pages: Array<{ docname: string; title: string }>): string {
  const index = {
    docnames: pages.map((p) => p.docname),
    envversion: { 'sphinx.domains.python': 4, sphinx: 64 },
    filenames: pages.map((p) => `${p.docname}.rst`),
    indexentries: {},
    objects: {},
    objnames: {},
    objtypes: {},
    terms: Object.fromEntries(pages.map((p, i) => [p.docname.split('/').pop()!.toLowerCase(), i])),
    titles: pages.map((p) => p.title),
    titleterms: {},
  };
  return `Search.setIndex(${JSON.stringify(index)})`;
}

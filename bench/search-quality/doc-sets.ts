/**
 * The real Sphinx doc sets the search-quality bench judges queries against: Debian's doc
 * packages, so the HTML, objects.inv and searchindex.js are what real generators wrote.
 * `id` is the Folio docset id the catalog row below gives it.
 */
export interface DocSet {
  id: string;
  name: string;
  /** The built HTML directory on this machine. */
  root: string;
  /** The Debian package that installs it, for the "not installed" message. */
  packageName: string;
}

export const docSets: readonly DocSet[] = [
  {
    id: 'python',
    name: 'Python',
    root: '/usr/share/doc/python3.11/html',
    packageName: 'python3.11-doc',
  },
  {
    id: 'dask',
    name: 'Dask',
    root: '/usr/share/doc/python-dask-doc/html',
    packageName: 'python-dask-doc',
  },
  {
    id: 'distributed',
    name: 'Distributed',
    root: '/usr/share/doc/python-distributed-doc/html',
    packageName: 'python-distributed-doc',
  },
];

import type { ApiLanguage } from './sample-source.ts';

/** One build of the sample project: a folder under fixtures/ that build.sh wrote. */
export interface MatrixSite {
  /** The folder under fixtures/ and the docset id it is mirrored as. */
  dir: string;
  /** The generator and theme, as a reader would name them. */
  name: string;
  /** The language of the API the generator documents, when it has an API notion. */
  api?: ApiLanguage;
  /** False where the generator writes no navigation (pandoc's standalone pages). */
  hasNav: boolean;
}

export const MATRIX_SITES: readonly MatrixSite[] = [
  { dir: 'sphinx-alabaster', name: 'Sphinx (alabaster)', api: 'python', hasNav: true },
  { dir: 'sphinx-sphinx_rtd_theme', name: 'Sphinx (Read the Docs)', api: 'python', hasNav: true },
  { dir: 'sphinx-furo', name: 'Sphinx (Furo)', api: 'python', hasNav: true },
  { dir: 'sphinx-pydata_sphinx_theme', name: 'Sphinx (pydata)', api: 'python', hasNav: true },
  { dir: 'sphinx-sphinx_book_theme', name: 'Sphinx (book)', api: 'python', hasNav: true },
  { dir: 'mkdocs-mkdocs', name: 'MkDocs (mkdocs)', hasNav: true },
  { dir: 'mkdocs-readthedocs', name: 'MkDocs (readthedocs)', hasNav: true },
  { dir: 'mkdocs-material', name: 'MkDocs (Material)', hasNav: true },
  { dir: 'doxygen', name: 'Doxygen', api: 'c', hasNav: true },
  { dir: 'texinfo', name: 'Texinfo (makeinfo)', hasNav: true },
  { dir: 'docbook', name: 'DocBook XSL', hasNav: true },
  { dir: 'pandoc', name: 'pandoc (html5)', hasNav: false },
  { dir: 'hugo', name: 'Hugo', hasNav: true },
  { dir: 'jekyll-minima', name: 'Jekyll (minima)', hasNav: true },
  { dir: 'typedoc', name: 'TypeDoc', api: 'typescript', hasNav: true },
  { dir: 'vitepress', name: 'VitePress', hasNav: true },
  { dir: 'starlight', name: 'Starlight', hasNav: true },
  { dir: 'docusaurus', name: 'Docusaurus', hasNav: true },
  { dir: 'antora', name: 'Antora (default UI)', hasNav: true },
  { dir: 'docsify', name: 'Docsify', hasNav: true },
];

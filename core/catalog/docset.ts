/** One documentation site from a catalog row. `id` is the slug of the tool name and stays stable across runs. */
export interface Docset {
  id: string;
  name: string;
  /** The catalog's H2 section the row sits under, e.g. "Distributed Training". */
  section: string;
  description: string;
  entryUrl: string;
  llmsTxtUrl?: string;
  /** Path of the catalog file the row came from. */
  catalog: string;
}

/** A row or header that could not be read; reported and skipped, the rest still loads. */
export interface CatalogProblem {
  file: string;
  line: number;
  message: string;
}

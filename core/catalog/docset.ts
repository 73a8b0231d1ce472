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
  /**
   * Python distributions whose installed version this docset documents (`deepspeed`,
   * `nemo-toolkit`), from the row's Package cell: what `folio match` maps an environment by.
   */
  packages?: string[];
  /** Versions to mirror beside this one, each as its own docset `id@version` (Versions cell). */
  versions?: string[];
  /**
   * Set on a docset that is one version of another (`deepspeed@0.14`): the version, and the id
   * of the docset it is a version of, whose overrides it shares.
   */
  pinned?: { version: string; of: string };
}

/** A row or header that could not be read; reported and skipped, the rest still loads. */
export interface CatalogProblem {
  file: string;
  line: number;
  message: string;
}

/** One version a docs site says it has, as its own version list names it. */
export interface SiteVersion {
  /** The label the list gives it (`0.14.0`, `latest`, `24.07`). */
  version: string;
  /** Where that version's docs start. */
  url: string;
  /** Other names the list gives the same docs (`stable`, `latest`). */
  aliases?: string[];
  /** The list marks it as the one readers should use. */
  preferred?: boolean;
}

/** A site's version list and which of its formats it came from. */
export interface SiteVersionList {
  source: VersionListSource;
  /** The file or page the list was read from. */
  from: string;
  versions: SiteVersion[];
}

export type VersionListSource =
  | 'switcher.json'
  | 'mike versions.json'
  | 'Read the Docs addons'
  | 'Docusaurus versions'
  | 'version links'
  | 'sitemap folders';

/**
 * What a user can change about one docset without editing the catalog. Every field is optional;
 * an absent field keeps the engine's default.
 */
export interface DocsetOverrides {
  /** More URL prefixes inside the docset (DeepSpeed's API reference on a second host). */
  extraPrefixes?: string[];
  /**
   * Hosts the docset's images may also come from (`files.example-cdn.com`), besides its own and its
   * extra prefixes' hosts. Images anywhere else are not requested: a page names them, not the user.
   */
  imageHosts?: string[];
  /** Exclude patterns, in createScope's syntax (`changelog`, `*.ipynb`, `/docs/old/`, full URLs). */
  excludes?: string[];
  /** Page cap for this docset. */
  maxPages?: number;
  /** Languages to mirror besides the default English (primary subtags: `zh`, `ja`). */
  languages?: string[];
  /**
   * Versions to mirror besides the entry's own (`latest`, `2.4.0`): version directories beside the
   * docs root's (see planVersions in core/mirror/listed-versions.ts).
   */
  versions?: string[];
  /**
   * Versions to mirror as docsets of their own (`deepspeed@0.14`), each searched, shown and
   * removed apart from this one, unlike `versions`, which folds its copies into this docset.
   */
  sideBySide?: string[];
  /**
   * `browser`: the site is an app shell whose pages its scripts write (a single-page app), so each
   * page is rendered in a headless Chromium before extraction. Off unless asked for: it is slower
   * and needs Chromium installed (core/fetch/browser/).
   */
  render?: 'browser';
}

/** The overrides file for a catalog: `seeds/x.md` → `seeds/x.overrides.json`, beside it. */
export function overridesPathFor(catalogPath: string): string {
  return catalogPath.replace(/\.[^./\\]*$/, '') + '.overrides.json';
}

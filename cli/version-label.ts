import { splitDocsetId } from '../core/catalog/docset-version.ts';

/**
 * Which docs a page is, in words: `trainer@0.14 · version v0.14.0 (the docset asked for 0.14)`.
 * When the version the docset was added for (its id's) and the one the page's own path names
 * differ, both are said: a `latest` page under `deepspeed@0.14` is not 0.14's docs.
 */
export function versionLabel(docset: string, pageVersion: string | null | undefined): string {
  const asked = splitDocsetId(docset).version;
  if (!pageVersion) return asked === undefined ? docset : `${docset} · version ${asked}`;
  const same = asked === undefined || sameRelease(asked, pageVersion);
  return `${docset} · version ${pageVersion}${same ? '' : ` (the docset asked for ${asked})`}`;
}

/** `0.14` and `v0.14.0` name one release; `latest` and `0.14` do not. */
function sameRelease(a: string, b: string): boolean {
  const norm = (v: string) =>
    v
      .toLowerCase()
      .replace(/^v/, '')
      .replace(/(\.0)+$/, '');
  return norm(a) === norm(b);
}

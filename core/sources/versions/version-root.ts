import { detectVersion, versionLabel } from './detect-version.ts';

/** Where a URL names its docs version: the path segment's index and the label found there. */
export interface VersionSegment {
  index: number;
  label: string;
}

/** The segment detectVersion read the version from, if the URL names one. */
export function versionSegment(url: string): VersionSegment | undefined {
  const label = versionLabel(detectVersion(url));
  if (label === undefined) return undefined;
  const index = pathSegments(url).findIndex((s) => s.toLowerCase() === label.toLowerCase());
  return index < 0 ? undefined : { index, label };
}

/**
 * The root of another version of the same docs: the URL's directory with its version segment
 * swapped (`…/en/latest/index.html` + `2.4.0` → `…/en/2.4.0/`, `…/latest/guide/` → `…/2.4.0/guide/`).
 * A final page file is dropped: the page may not exist in the other version, while its directory
 * does. Undefined when the URL names no version.
 */
export function versionRoot(root: string, version: string): string | undefined {
  const at = versionSegment(root);
  if (at === undefined) return undefined;
  const url = new URL(root);
  const directories = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
  const segments = directories.split('/').filter((s) => s !== '');
  segments[at.index] = encodeURIComponent(version);
  url.pathname = `/${segments.join('/')}/`;
  url.search = '';
  url.hash = '';
  return url.href;
}

function pathSegments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter((s) => s !== '');
  } catch {
    return [];
  }
}

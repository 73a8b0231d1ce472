import { detectVersion, versionLabel } from './detect-version.ts';

/** Files that only list versions: Sphinx `versions.html`, pydata `switcher.json`, NVIDIA `versions1.json`. */
const SWITCHER_FILE = /(?:^|\/)(?:versions\d*\.(?:html?|json)|switcher\.json)$/i;

/**
 * Whether a link points at another version of the docs being mirrored (a version dropdown, an
 * "old docs" banner): such links are never followed, since each version is a whole copy of the
 * site (Lightning has one per patch release). `currentVersion` is the docset's version label
 * (`latest`, `0.19.0`); links without a version, or with the same one, are not switchers.
 */
export function isVersionSwitcherLink(url: string, currentVersion: string | undefined): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  if (SWITCHER_FILE.test(path)) return true;
  const label = versionLabel(detectVersion(url));
  if (label === undefined) return false;
  return currentVersion === undefined || label.toLowerCase() !== currentVersion.toLowerCase();
}

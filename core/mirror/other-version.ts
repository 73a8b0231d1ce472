import { detectVersion, versionLabel } from '../sources/versions/detect-version.ts';
import { isVersionSwitcherLink } from '../sources/versions/is-version-switcher-link.ts';

/**
 * Whether a link leads out of the docs version being mirrored. `root` is the docs root (where the
 * entry's redirect landed). Beyond isVersionSwitcherLink, a directory beside the root's version
 * directory is another version too, whatever its name (`nightly/` beside `latest/`). A root
 * without a version of its own refuses only switcher files: `stable/` may be the way in.
 */
export function isOtherVersion(target: string, root: string): boolean {
  const label = versionLabel(detectVersion(root));
  if (isVersionSwitcherLink(target, label ?? versionLabel(detectVersion(target)))) return true;
  if (label === undefined) return false;
  const rootSegments = segments(root);
  const at = rootSegments.findIndex((s) => s.toLowerCase() === label.toLowerCase());
  if (at < 0) return false;
  const targetSegments = segments(target);
  // Only directories: a page file beside the version directory is not a version.
  const directory = targetSegments.length > at + 1 || /\/$/.test(new URL(target).pathname);
  if (targetSegments.length <= at || !directory) return false;
  for (let i = 0; i < at; i++) if (targetSegments[i] !== rootSegments[i]) return false;
  return targetSegments[at] !== rootSegments[at];
}

function segments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter((s) => s !== '');
  } catch {
    return [];
  }
}

import { detectVersion, versionLabel } from '../../sources/versions/detect-version.ts';
import { isVersionSwitcherLink } from '../../sources/versions/is-version-switcher-link.ts';
import { versionSegment } from '../../sources/versions/version-root.ts';

/**
 * Whether a link leads out of the docs versions being mirrored. `root` is the docs root (where the
 * entry's redirect landed). Beyond isVersionSwitcherLink, a directory beside the root's version
 * directory is another version too, whatever its name (`nightly/` beside `latest/`). A root
 * without a version of its own refuses only switcher files: `stable/` may be the way in.
 * `listed` holds the lowercased versions the overrides opt into: a directory with one of those
 * names in the root's version position is mirrored too (switcher files in it still are not).
 */
export function isOtherVersion(
  target: string,
  root: string,
  listed: ReadonlySet<string> = new Set(),
): boolean {
  const own = versionSegment(root);
  const targetSegments = segments(target);
  const rootSegments = segments(root);
  const samePrefix = (depth: number): boolean =>
    rootSegments.slice(0, depth).every((s, i) => targetSegments[i] === s);
  const targetLabel = versionLabel(detectVersion(target));
  if (own && listed.has(targetSegments[own.index]?.toLowerCase() ?? '') && samePrefix(own.index)) {
    return isVersionSwitcherLink(target, targetLabel);
  }
  if (isVersionSwitcherLink(target, own?.label ?? targetLabel)) return true;
  if (own === undefined) return false;
  const at = own.index;
  // Only directories: a page file beside the version directory is not a version.
  const directory = targetSegments.length > at + 1 || /\/$/.test(new URL(target).pathname);
  if (targetSegments.length <= at || !directory || !samePrefix(at)) return false;
  return targetSegments[at] !== rootSegments[at];
}

function segments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter((s) => s !== '');
  } catch {
    return [];
  }
}

export interface VersionInfo {
  /** A concrete version (`0.19.0`, `v2.6`, `26.02`), or `main` / `nightly` / `dev` after a locale. */
  version?: string;
  /** The alias the URL uses instead of a number. */
  alias?: 'stable' | 'latest';
}

/** `2.6.6`, `v0.6`, `0.19.0`, `26.02`, `1.0.0rc1`, `v3`: one dot at least, or a `v` prefix. */
const NUMBERED = /^v?\d+(?:\.\d+){1,3}(?:[-.]?(?:post|rc|a|b|alpha|beta|dev)\d*)?$|^v\d+$/i;
/** Branch-named versions are only versions where Read the Docs puts them: after `/en/`. */
const BRANCH = /^(?:main|master|nightly|dev|develop)$/i;
const LOCALE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;
/** A last segment with one of these is a page file, not a version directory. */
const PAGE_FILE = /\.(?:html?|md|txt|rst|json|xml)$/i;

/**
 * The docs version a URL names: `/en/latest/` and `/developer-guide/latest/` → alias `latest`,
 * `/stable/` → alias `stable`, `/0.19.0/` and `/docs/pytorch/2.6.6/` → that version, `/en/main/` →
 * `main`. The first version-like segment wins; Jekyll dates (`/2021/03/07/`) are not versions.
 */
export function detectVersion(url: string): VersionInfo {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter((s) => s !== '');
  } catch {
    return {};
  }
  for (const [index, segment] of segments.entries()) {
    const isLast = index === segments.length - 1;
    if (isLast && PAGE_FILE.test(segment) && !NUMBERED.test(segment)) break;
    const lower = segment.toLowerCase();
    if (lower === 'stable' || lower === 'latest') return { alias: lower };
    if (NUMBERED.test(segment)) return { version: segment };
    if (BRANCH.test(segment) && index > 0 && LOCALE.test(segments[index - 1] ?? '')) {
      return { version: lower };
    }
  }
  return {};
}

/** The label stored per page: the concrete version when known, else the alias, else undefined. */
export function versionLabel(info: VersionInfo): string | undefined {
  return info.version ?? info.alias;
}

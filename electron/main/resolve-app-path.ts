import { realpathSync } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';

/**
 * Maps the path of a `folio://app/…` URL to a file inside `root` (dist/renderer), or null.
 *
 * Electron's own protocol example warns that it "does not check for paths that escape the bundle";
 * containment is ours. Chromium already normalises `..` in standard-scheme
 * URLs, but this does not rely on it: it decodes once, refuses anything that could mean another
 * place (`..`, backslashes, NUL, drive letters, absolute paths, malformed escapes), then checks
 * the *real* path (symlinks resolved) is still inside the real root.
 *
 * @param root the folder to serve.
 * @param rawPathname the URL's pathname as parsed, still percent-encoded (e.g. `/assets/a.js`).
 */
export function resolveAppPath(root: string, rawPathname: string): string | null {
  const relativePath = toSafeRelativePath(rawPathname);
  if (relativePath === null) return null;
  let rootReal: string;
  let real: string;
  try {
    rootReal = realpathSync(root);
    const candidate = join(rootReal, ...relativePath.split('/'));
    if (!isInside(rootReal, candidate)) return null;
    real = realpathSync(candidate);
  } catch {
    return null; // a missing file (or an unbuilt UI) is a 404, not an error
  }
  // A symlink inside dist/renderer must not lead out of it.
  return isInside(rootReal, real) ? real : null;
}

/** The decoded path relative to the root (`''` for the root itself), or null when refused. */
export function toSafeRelativePath(rawPathname: string): string | null {
  if (rawPathname.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null; // a malformed escape such as `%E0%A4%A`
  }
  // Decoding once more must change nothing: `%252e%252e` is `%2e%2e` after one pass, and a later
  // layer that decodes again must not find a `..` we never saw.
  if (/%[0-9a-f]{2}/i.test(decoded)) return null;
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (!decoded.startsWith('/')) return null;
  const rest = decoded.slice(1);
  if (rest === '') return '';
  const segments = rest.split('/');
  for (const segment of segments) {
    // Empty segments (`//etc/passwd` → an absolute path), `.` and `..`, and `C:`-style drives.
    if (segment === '' || segment === '.' || segment === '..' || segment.includes(':')) return null;
  }
  const normalised = posix.normalize(rest);
  if (posix.isAbsolute(normalised) || normalised !== rest) return null;
  return rest;
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

import type { JsLiteral } from '../js-literal.ts';
import { parseObjectLiteral } from '../js-literal.ts';

/** The settings of `window.$docsify` that say where a Docsify site's Markdown files are. */
export interface DocsifyConfig {
  /** `basePath`: the folder (or URL) the Markdown files are read from, instead of the page's. */
  basePath?: string;
  /** `loadSidebar`: the sidebar file, when the site has one (`true` is `_sidebar.md`). */
  sidebar?: string;
  /** `alias`: route patterns (regular expressions, whole-path) and what they are read as. */
  alias: Array<[pattern: string, target: string]>;
}

/** Enough for any real site's aliases, and a bound on what an untrusted page makes us match. */
const MAX_ALIASES = 100;
const MAX_PATTERN = 256;

/**
 * The `window.$docsify = { … }` object in a page's inline scripts, read as data (see
 * parseObjectLiteral): nothing in the page is run. The last assignment wins, as in the browser.
 */
export function readDocsifyConfig(html: string): DocsifyConfig {
  let found: Record<string, JsLiteral> | undefined;
  for (const match of html.matchAll(/(?:window\s*\.\s*)?\$docsify\s*=\s*(?=\{)/g)) {
    found = parseObjectLiteral(html, match.index + match[0].length) ?? found;
  }
  const config: DocsifyConfig = { alias: [] };
  if (!found) return config;
  const { basePath, loadSidebar, alias } = found;
  if (typeof basePath === 'string' && basePath.trim() !== '') config.basePath = basePath.trim();
  if (loadSidebar === true) config.sidebar = '_sidebar.md';
  else if (typeof loadSidebar === 'string' && loadSidebar.trim() !== '') {
    config.sidebar = loadSidebar.trim();
  }
  if (typeof alias === 'object' && alias !== null && !Array.isArray(alias)) {
    for (const [pattern, target] of Object.entries(alias)) {
      if (config.alias.length >= MAX_ALIASES) break;
      if (typeof target !== 'string' || !safePattern(pattern)) continue;
      config.alias.push([pattern, target]);
    }
  }
  return config;
}

/**
 * A pattern of the page's that is safe to run here: it compiles, is short, and has no quantified
 * group holding a quantifier (`(a+)+`) nor a back-reference, the shapes whose backtracking can
 * take exponential time. Docsify's own examples (`/foo/(.*)`, `/.*\/_sidebar.md`) all pass.
 */
function safePattern(pattern: string): boolean {
  if (pattern.length > MAX_PATTERN || /\\[1-9]|\\k</.test(pattern)) return false;
  if (/\([^()]*[*+?}][^()]*\)\s*[*+?{]/.test(pattern)) return false;
  try {
    new RegExp(`^${pattern}$`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A route path as Docsify reads it through `alias` (its getAlias): the first pattern that
 * matches the whole path rewrites it, `$1` and the like filled in, and the result is looked up
 * again, until no pattern matches or one would give back the path it came from.
 */
export function applyDocsifyAlias(path: string, alias: DocsifyConfig['alias']): string {
  let current = path.slice(0, 1024);
  let last: string | undefined;
  for (let round = 0; round < 10; round++) {
    const hit = alias.find(
      ([pattern]) => current !== last && new RegExp(`^${pattern}$`).test(current),
    );
    if (!hit) return current;
    last = current;
    current = current.replace(new RegExp(`^${hit[0]}$`), hit[1]);
  }
  return current;
}

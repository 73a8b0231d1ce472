import type { Scope } from '../url/create-scope.ts';
import { isSpecialHost } from '../url/is-special-address.ts';

/** Where a docset's images may come from, and whether their addresses must be public. */
export interface ImageScope {
  admits(url: string): boolean;
  /** False only when the docset itself lives on a special address (a local or intranet mirror). */
  publicOnly: boolean;
}

/**
 * Images only from the docset's own hosts: its entry's, its extra prefixes' and the image hosts
 * its overrides declare (a docs CDN). A page
 * names its images, and a page is not trusted: an `<img>` pointing at the cloud metadata address,
 * another local port or a `<base href>` elsewhere would otherwise make the sync connect there.
 * Hosts, not prefixes: a site's images sit beside its docs (`/_images/`, `/static/`). Extraction
 * already resolved every URL against the page's base, so a foreign base shows up as a foreign host.
 */
export function imageScope(
  scope: Pick<Scope, 'prefixes'>,
  extraHosts: readonly string[] = [],
): ImageScope {
  const hosts = new Set([...scope.prefixes.map((prefix) => new URL(prefix).host), ...extraHosts]);
  const local = [...hosts].some((host) => isSpecialHost(new URL(`http://${host}`).hostname));
  return {
    admits(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return false;
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
      return hosts.has(target.host);
    },
    publicOnly: !local,
  };
}

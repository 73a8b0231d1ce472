import type { Scope } from '../url/create-scope.ts';
import { lookup } from 'node:dns/promises';
import { isSpecialAddress, isSpecialHost } from '../url/is-special-address.ts';

/** Where a docset's images may come from, and whether their addresses must be public. */
export interface ImageScope {
  admits(url: string): boolean;
  /** False only when the docset itself lives on a special address (see livesOnSpecialAddress). */
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
  local = ownHosts(scope).some((host) => isSpecialHost(hostnameOf(host))),
): ImageScope {
  const hosts = new Set([...ownHosts(scope), ...extraHosts]);
  const wildcards = extraHosts.filter((h) => h.startsWith('*.')).map((h) => h.slice(1));
  return {
    admits(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return false;
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
      if (hosts.has(target.host)) return true;
      // `*.gitbook.io`: a docs platform's file hosts, one per site (`1234-files.gitbook.io`).
      return wildcards.some((suffix) => target.host.endsWith(suffix));
    },
    publicOnly: !local,
  };
}

/** Resolves a host name to its addresses (node:dns by default; tests pass a table). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((answer) => answer.address);

/**
 * Whether the docset itself lives on a special address: a loopback or private name or literal
 * (a local mirror, a test), or a name that resolves to one (intranet docs). Then its own images
 * come from there too, and only then may they. A name that does not resolve is taken as public.
 */
export async function livesOnSpecialAddress(
  scope: Pick<Scope, 'prefixes'>,
  resolve: ResolveHost = resolveWithDns,
): Promise<boolean> {
  for (const host of ownHosts(scope)) {
    const name = hostnameOf(host);
    if (isSpecialHost(name)) return true;
    const addresses = await resolve(name).catch(() => []);
    if (addresses.some((address) => isSpecialAddress(address))) return true;
  }
  return false;
}

function ownHosts(scope: Pick<Scope, 'prefixes'>): string[] {
  return [...new Set(scope.prefixes.map((prefix) => new URL(prefix).host))];
}

function hostnameOf(host: string): string {
  return new URL(`http://${host}`).hostname;
}

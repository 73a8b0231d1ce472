/** Several hosts serving one docs site: every alias prefix maps to the canonical prefix. */
export interface MirrorHostAlias {
  canonical: string;
  aliases: string[];
}

/**
 * Known mirrors among the catalog's sites: torchtune is served identically by three hosts with no
 * `<link rel=canonical>` (the catalog names meta-pytorch.org); Unsloth's old docs host redirects
 * to unsloth.ai/docs. Prefixes end in `/` so `/torchtune-x` is not taken for `/torchtune/`.
 */
export const mirrorHostAliases: readonly MirrorHostAlias[] = [
  {
    canonical: 'https://meta-pytorch.org/torchtune/',
    aliases: ['https://pytorch.org/torchtune/', 'https://docs.pytorch.org/torchtune/'],
  },
  { canonical: 'https://unsloth.ai/docs/', aliases: ['https://docs.unsloth.ai/'] },
];

/**
 * The URL on the canonical host of its docs, so mirrors of one site are stored once:
 * `https://docs.pytorch.org/torchtune/stable/x.html` → `https://meta-pytorch.org/torchtune/stable/x.html`.
 * http and https, `www.` and a missing trailing slash (`…/torchtune`) all match. Other URLs are
 * returned unchanged.
 */
export function canonicalHost(
  url: string,
  aliases: readonly MirrorHostAlias[] = mirrorHostAliases,
): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const path = parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`;
  for (const entry of aliases) {
    for (const alias of entry.aliases) {
      const prefix = new URL(alias);
      if (prefix.hostname.replace(/^www\./, '') !== host || !path.startsWith(prefix.pathname))
        continue;
      const rest = parsed.pathname.slice(prefix.pathname.length);
      const target = new URL(entry.canonical);
      target.pathname = `${target.pathname}${rest.replace(/^\//, '')}`;
      target.search = parsed.search;
      target.hash = parsed.hash;
      return target.href;
    }
  }
  return url;
}

/**
 * The last label of a scheme-less host (`docs.nvidia.com`, `unsloth.ai`). File extensions come
 * first: `overview.html.md` and `intro.html` are relative files even though `.md` is a country code.
 */
const FILE_EXTENSIONS = new Set(
  'md markdown mdx html htm xhtml txt rst json xml yaml yml csv pdf png jpg jpeg gif svg webp ipynb py sh js ts css zip gz'.split(
    ' ',
  ),
);
const HOST_SEGMENT = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,24})(?::\d{1,5})?$/i;
/** `127.0.0.1:8000` and `localhost:8000`: hosts too, as local mirrors and test replicas write them. */
const ADDRESS_SEGMENT = /^(?:\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d{1,5})?$/i;

/**
 * Turns one link target of an llms.txt into an absolute http(s) URL, or undefined when it is not a
 * web page address (mailto:, javascript:, garbage). Scheme-less `host.tld/path` links are absolute:
 * hub files such as docs.nvidia.com's write them that way, and resolving them as relative paths
 * would invent URLs under the llms.txt's own directory.
 */
export function resolveLlmsLink(raw: string, baseUrl: string): string | undefined {
  const target = raw.trim().replace(/^<(.*)>$/, '$1');
  if (target === '') return undefined;
  let candidate = target;
  if (!target.includes('://') && !target.startsWith('/') && isSchemelessHost(target)) {
    candidate = `${new URL(baseUrl).protocol}//${target}`;
  }
  let url: URL;
  try {
    url = new URL(candidate, baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials in a link are never part of a page's identity.
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * Whether a bare token (no `[text](…)` around it) is meant as a link: an http(s) URL, a scheme-less
 * `host.tld/path`, or an explicit relative path. Plain words such as `notes.` are not.
 */
export function looksLikeLink(token: string): boolean {
  const target = token.replace(/^<(.*)>$/, '$1');
  return (
    /^https?:\/\//i.test(target) ||
    /^\.{0,2}\/[^/\s]/.test(target) ||
    (target.includes('/') && isSchemelessHost(target))
  );
}

function isSchemelessHost(target: string): boolean {
  const first = target.split(/[/?#]/, 1)[0] ?? '';
  if (ADDRESS_SEGMENT.test(first)) return true;
  const match = HOST_SEGMENT.exec(first);
  if (!match) return false;
  const tld = (match[1] ?? '').toLowerCase();
  return first.toLowerCase().startsWith('www.') || !FILE_EXTENSIONS.has(tld);
}

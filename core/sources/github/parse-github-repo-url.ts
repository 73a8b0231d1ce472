export interface GithubRepo {
  owner: string;
  repo: string;
}

/** First path segments that are GitHub's own pages, not users or organisations. */
const RESERVED = new Set(
  'about apps collections contact customer-stories enterprise events explore features issues login marketplace new notifications orgs organizations pricing pulls search security settings site sponsors topics trending users'.split(
    ' ',
  ),
);
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * `https://github.com/owner/repo` (also with `.git`, a trailing slash, `/tree/…` or `/blob/…`, or
 * `www.`) → { owner, repo }; anything else, including GitHub's own pages, → undefined.
 */
export function parseGithubRepoUrl(url: string): GithubRepo | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.hostname !== 'github.com' && parsed.hostname !== 'www.github.com') return undefined;
  const [owner = '', rawRepo = ''] = parsed.pathname.split('/').filter((s) => s !== '');
  const repo = rawRepo.replace(/\.git$/i, '');
  if (!OWNER.test(owner) || RESERVED.has(owner.toLowerCase())) return undefined;
  if (!REPO.test(repo) || repo === '.' || repo === '..') return undefined;
  return { owner, repo };
}

/** Locale codes seen as path segments on docs sites, by their primary language. */
const CODES: Record<string, string> = {
  en: 'en',
  zh: 'zh',
  cn: 'zh',
  ja: 'ja',
  jp: 'ja',
  ko: 'ko',
  kr: 'ko',
  de: 'de',
  fr: 'fr',
  es: 'es',
  pt: 'pt',
  ru: 'ru',
  it: 'it',
  vi: 'vi',
  tr: 'tr',
  pl: 'pl',
  ar: 'ar',
  nl: 'nl',
  sv: 'sv',
  cs: 'cs',
  uk: 'uk',
  fa: 'fa',
  th: 'th',
  hi: 'hi',
};
/** Whole words name a language wherever they appear (DeepSpeed's `blogs/<post>/chinese/`). */
const WORDS: Record<string, string> = {
  english: 'en',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  russian: 'ru',
};
/** Two-letter segments are ambiguous deeper in a path; locale prefixes sit near the top. */
const LOCALE_DEPTH = 3;
/** `zh-Hans`, `zh_CN`, `pt-BR`: a code with a script or region. */
const LOCALE = /^([a-z]{2})(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))?$/i;
/**
 * `README_zh.md`, `README.zh-CN.md`, `README-ja.md`, `index.ja.md`: source files only, since API
 * pages are named after modules (`torch.de.html` would be a module `de`, not German).
 */
const FILE_SUFFIX =
  /^(readme[._-]|[^.]+[._])([a-z]{2}(?:[-_][a-z]{2,4})?)\.(?:md|markdown|rst|txt)$/i;

/**
 * The language of a page: a locale segment near the top of the path (`/zh-Hans/docs/`, `/en/latest/`,
 * `/docs/jp/`), a language folder anywhere (`chinese/`), a language-suffixed file (`README_zh.md`),
 * else `<html lang>`, else English. The path wins: translated sites often keep `lang="en"`.
 * Returns a primary subtag (`zh` for `zh-Hans` and `zh-cn`; `ja` for `jp`).
 */
export function detectLanguage(url: string, htmlLang?: string): string {
  let path: string;
  try {
    const parsed = new URL(url);
    path = parsed.pathname;
    // On GitHub the first four segments are owner/repo/blob/ref, not the docs' own path.
    if (parsed.hostname === 'github.com') path = `/${path.split('/').slice(5).join('/')}`;
  } catch {
    path = url;
  }
  return detectPathLanguage(path) ?? normalizeLanguage(htmlLang) ?? 'en';
}

/** The language a path names, if any (same rules as detectLanguage, for repository paths). */
export function detectPathLanguage(path: string): string | undefined {
  const segments = path.split('/').filter((s) => s !== '');
  for (const [index, raw] of segments.entries()) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // A malformed escape is just not a locale.
    }
    const word = WORDS[segment.toLowerCase()];
    if (word) return word;
    const locale = LOCALE.exec(segment);
    if (index < LOCALE_DEPTH && locale && index < segments.length - 1) {
      const code = CODES[(locale[1] ?? '').toLowerCase()];
      if (code) return code;
    }
  }
  const file = FILE_SUFFIX.exec(segments.at(-1) ?? '');
  return file ? normalizeLanguage(file[2]) : undefined;
}

/** `zh-Hans` → `zh`, `JP` → `ja`; undefined for empty or unknown-looking values. */
export function normalizeLanguage(lang: string | undefined): string | undefined {
  const primary = /^([a-z]{2,3})(?:[-_]|$)/i.exec((lang ?? '').trim())?.[1]?.toLowerCase();
  if (primary === undefined) return undefined;
  return CODES[primary] ?? primary;
}

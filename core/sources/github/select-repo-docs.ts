import { detectPathLanguage } from '../versions/detect-language.ts';

export interface RepoTreeEntry {
  path: string;
  /** `blob` for files, `tree` for folders, `commit` for submodules (GitHub's git/trees shape). */
  type: string;
  size?: number;
}

export interface SelectRepoDocsOptions {
  /** Languages besides English to keep (`zh` keeps `README_zh.md` and `docs/zh/`). */
  languages?: string[];
  /** Larger files are generated data, not documentation. */
  maxBytes?: number;
}

const DOC_FILE = /\.(?:md|markdown|rst)$/i;
const README = /^readme\.(?:md|markdown|rst)$/i;
/** Instructions for coding agents and their skills: not user documentation. */
const AGENT_FILE = /^(?:agents|claude|gemini|skill)\.md$/i;
/** Build output and vendored code carry other projects' READMEs. */
const SKIPPED_FOLDER = new Set([
  'node_modules',
  'vendor',
  'third_party',
  'third-party',
  '3rdparty',
  '_build',
  '_static',
  '_templates',
]);

/**
 * The files of a repository that are its documentation: the root README, `docs/**` Markdown and
 * reStructuredText, and every `README.md` below. Agent-instruction files (`AGENTS.md`,
 * `CLAUDE.md`, `SKILL.md` anywhere, `.claude/`, `skills/`), hidden and vendored folders, and
 * translations (`README_zh.md`, `docs/ja/`) unless their language is asked for, are left out.
 * Ordered for a table of contents: the root README, then `docs/`, then the rest, by path.
 */
export function selectRepoDocs(
  tree: readonly RepoTreeEntry[],
  options: SelectRepoDocsOptions = {},
): string[] {
  const languages = new Set(['en', ...(options.languages ?? [])]);
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const selected = tree
    .filter((entry) => entry.type === 'blob' && (entry.size ?? 0) <= maxBytes)
    .map((entry) => entry.path)
    .filter((path) => {
      const segments = path.split('/');
      const name = segments.at(-1) ?? '';
      const folders = segments.slice(0, -1);
      if (!DOC_FILE.test(name) || AGENT_FILE.test(name)) return false;
      if (folders.some((f) => f.startsWith('.') || SKIPPED_FOLDER.has(f.toLowerCase())))
        return false;
      if (folders[0]?.toLowerCase() === 'skills') return false;
      const isDocs = folders[0]?.toLowerCase() === 'docs';
      if (!isDocs && !README.test(name) && !isReadmeVariant(name)) return false;
      return languages.has(detectPathLanguage(path) ?? 'en');
    });
  return selected.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** `README_zh.md` at any level is a translation of its README; kept when its language is asked for. */
function isReadmeVariant(name: string): boolean {
  return /^readme[._-][a-z]{2}(?:[-_][a-z]{2,4})?\.(?:md|markdown|rst)$/i.test(name);
}

function rank(path: string): number {
  if (README.test(path)) return 0;
  if (/^docs\//i.test(path)) return 1;
  return 2;
}

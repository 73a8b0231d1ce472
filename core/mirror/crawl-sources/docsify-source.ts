import { detectAppShell } from '../../extract/detect-app-shell.ts';
import { ACCEPT } from '../../fetch/accept.ts';
import { fetchSourceFile } from '../../sources/fetch-source-file.ts';
import {
  docsifyFile,
  readDocsifySidebar,
  sidebarFiles,
} from '../../sources/docsify/read-docsify-sidebar.ts';
import type { DocsifyConfig } from '../../sources/docsify/read-docsify-config.ts';
import { readDocsifyConfig } from '../../sources/docsify/read-docsify-config.ts';
import { looksLikeMarkdown } from '../../sources/markdown/looks-like-markdown.ts';
import type { NavEntry } from '../../store/nav-tree.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl, CrawlSource } from '../crawl-source.ts';

/** Kept beside the entry: where its sidebar is, so a re-sync whose entry is a 304 still knows. */
const MARKER = 'docsify/1';

interface Shell {
  /** The folder the Markdown files are read from: the page's, or its `basePath`. */
  base: string;
  sidebar: string;
  /** Its `alias` routes; absent in what an older run remembered. */
  alias?: DocsifyConfig['alias'];
}

/**
 * A Docsify site on its default hash router: one app shell whose pages are `#/routes`, which a
 * crawl (URLs without fragments) can never reach, and each of which is a Markdown file the site
 * serves as it is. Those files are the pages: the home `README.md` and every file `_sidebar.md`
 * lists, in its order as the table of contents, read as Markdown twins of themselves, and only
 * `.md` links are followed from them. The shell is found in the entry page as the crawl reads
 * it (no request of its own) and remembered for later runs, with its `window.$docsify` settings
 * `basePath`, `loadSidebar` and `alias` read as data. Nothing of the site is run.
 */
export function docsifySource(): CrawlSource {
  let shell: Shell | undefined;
  let seeded = false;
  let titles = new Map<string, string>();
  const readSidebar = async (crawl: Crawl, found: Shell): Promise<void> => {
    const nav = await loadSidebar(crawl, found);
    titles = titlesOf(nav);
    const home = docsifyFile('/', found.base, found.alias) ?? `${found.base}README.md`;
    for (const file of [home, ...sidebarFiles(nav)]) crawl.enqueue(file, true);
    if (nav.length > 0) crawl.keepNav(nav, found.sidebar.slice(found.base.length));
    seeded = true;
  };
  return {
    name: 'docsify',
    async start(crawl) {
      const known = crawl.files.read(crawl.plan.entry, MARKER)?.derived as Shell | undefined;
      if (known) {
        shell = known;
        await readSidebar(crawl, known).catch(() => undefined);
      }
      return undefined;
    },
    admits: (_crawl, url) => shell === undefined || isMarkdownFile(url),
    describe(task) {
      if (!shell || !isMarkdownFile(task.url)) return undefined;
      return { twin: task.url, title: titles.get(task.key) };
    },
    page(crawl, task, outcome) {
      if (shell || task.key !== pageKey(crawl.plan.entry)) return;
      // `docsify init`'s shell mounts on an empty `<div id="app">`: a page with no content of
      // its own, skipped as such, whose shell is read all the same.
      if (outcome.kind !== 'stored' && outcome.kind !== 'skipped') return;
      const parsed = outcome.parsed;
      if (parsed?.generator !== 'docsify') return;
      const html = parsed.html();
      const app = detectAppShell(html);
      if (app?.framework !== 'docsify' || !app.hashRoutes) return;
      const config = readDocsifyConfig(html);
      const base = basePathOf(config, parsed.finalUrl);
      const { alias } = config;
      const sidebar = docsifyFile(`/${config.sidebar ?? '_sidebar.md'}`, base, alias);
      if (sidebar === undefined) return;
      shell = { base, sidebar, alias };
      crawl.files.write(crawl.plan.entry, MARKER, { derived: shell });
      return undefined;
    },
    async finish(crawl) {
      if (shell && !seeded) await readSidebar(crawl, shell);
    },
  };
}

/**
 * Where the site's Markdown files are: its `basePath` (a folder of the page's origin, relative to
 * the page or to the root), else the page's own folder. A basePath on another origin is not
 * followed: the docset is this site, and its pages would be outside its scope.
 */
function basePathOf(config: DocsifyConfig, pageUrl: string): string {
  const folder = new URL('./', pageUrl).href;
  if (config.basePath === undefined) return folder;
  const base = URL.parse(config.basePath.replace(/\/?$/, '/'), folder);
  return base !== null && base.origin === new URL(pageUrl).origin ? base.href : folder;
}

function isMarkdownFile(url: string): boolean {
  return /\.md$/i.test(URL.parse(url)?.pathname ?? '');
}

async function loadSidebar(crawl: Crawl, shell: Shell): Promise<NavEntry[]> {
  const read = await fetchSourceFile(
    { url: shell.sidebar, inScope: (t) => t.startsWith(shell.base), accept: ACCEPT.markdown },
    crawl.reader,
    crawl.files,
    'docsify-sidebar/1',
    (answer) => {
      const text = answer.body.toString('utf8');
      return looksLikeMarkdown(text, answer.contentType)
        ? readDocsifySidebar(text, shell.base, shell.alias)
        : undefined;
    },
  );
  return read?.derived ?? [];
}

function titlesOf(nav: readonly NavEntry[]): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (entries: readonly NavEntry[]): void => {
    for (const e of entries) {
      if (e.url !== null && !titles.has(pageKey(e.url))) titles.set(pageKey(e.url), e.title);
      walk(e.children);
    }
  };
  walk(nav);
  return titles;
}

import type { ApiLanguage, SampleSource } from './sample-source.ts';

/**
 * What a reader of the sample project would search for, written from its source (the guide's
 * headings and prose, the API's calls), with the answer in the source's terms: a guide page and
 * one of its headings, or an API call's entry. Each build's URL and anchor for that answer are
 * derived from what the engine stored for it (score-search.ts), never listed per build.
 */
export type JudgedQuery =
  /** Words a reader types, and the page (toc.txt name) and heading whose section answers them. */
  | { query: string; page: string; heading: string }
  /**
   * An API call, named as the Python source spells it; asked of builds that document an API, in
   * that build's own language's spelling (`widgets_open_frame`, `openFrame`).
   */
  | { call: string };

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  { query: 'checking the installation', page: 'index', heading: 'Checking the installation' },
  { query: 'install prefix', page: 'index', heading: 'Installing the package' },
  { query: 'tile weights', page: 'usage', heading: 'Tile weights' },
  { query: 'portable pixmap', page: 'usage', heading: 'Rendering to a file' },
  { query: 'closed frame', page: 'usage', heading: 'Closing a frame' },
  { query: 'overflow setting', page: 'configuration', heading: 'Settings' },
  { query: 'environment variables', page: 'configuration', heading: 'Environment variables' },
  { query: 'glossary', page: 'configuration', heading: 'Glossary' },
  { call: 'open_frame' },
  { call: 'add_tile' },
  { call: 'render' },
];

/** A call's name in snake case without the C prefix: `widgets_add_tile`, `addTile` → `add_tile`. */
const canonical = (name: string): string =>
  name
    .replace(/^widgets_/, '')
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    .toLowerCase();

/** The call's name as `language`'s source declares it, read from the source's signatures. */
export function callIn(call: string, language: ApiLanguage, source: SampleSource): string {
  const name = source.signatures[language]
    .map((signature) => signature.slice(0, signature.indexOf('(')))
    .find((n) => canonical(n) === call);
  if (name === undefined) throw new Error(`the ${language} API declares no ${call}`);
  return name;
}

/** The words searched for a judged query on a build, or undefined where it does not apply. */
export function queryText(
  judged: JudgedQuery,
  api: ApiLanguage | undefined,
  source: SampleSource,
): string | undefined {
  if ('query' in judged) return judged.query;
  return api === undefined ? undefined : callIn(judged.call, api, source);
}

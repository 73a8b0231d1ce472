import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import type { RankedHit } from './score-queries.ts';

/**
 * The site's own Sphinx search, as its search page runs it: the site's `searchindex.js`,
 * `_static/searchtools.js`, `language_data.js`, `doctools.js` and `documentation_options.js`,
 * unmodified, in a `vm` context with just enough of a DOM for them to run. Results are read the
 * way a user sees them: the list items `Search.query` appends, in display order. Timers are
 * queued and run synchronously, so one call returns the whole list.
 */
export function loadSphinxSearch(root: string): (query: string) => RankedHit[] {
  const timers: Array<() => void> = [];
  const output = makeElement();
  const sandbox: Record<string, unknown> = {
    console: { ...console, warn: () => {}, info: () => {}, debug: () => {} },
    setTimeout: (fn: () => void) => timers.push(fn),
    localStorage: { setItem: () => {}, getItem: () => null, removeItem: () => {} },
    // Summaries are fetched per result only to show text under it; the order is already set.
    fetch: () => new Promise(() => {}),
    URLSearchParams,
    // What sphinx_highlight.js would define; highlighting the opened page is not measured.
    SPHINX_HIGHLIGHT_ENABLED: false,
  };
  sandbox.window = { location: { search: '' }, setTimeout: sandbox.setTimeout };
  sandbox.document = {
    readyState: 'complete',
    body: makeElement(),
    createElement: makeElement,
    getElementById: makeElement,
    querySelectorAll: () => [],
    addEventListener: () => {},
  };
  const context = vm.createContext(sandbox);
  const scripts = [
    '_static/documentation_options.js',
    '_static/doctools.js',
    '_static/language_data.js',
    '_static/searchtools.js',
    'searchindex.js',
  ];
  for (const script of scripts) {
    const file = join(root, script);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: not a Sphinx HTML build`);
    }
    vm.runInContext(readFileSync(file, 'utf8'), context, { filename: file });
  }
  // `Search` is a top-level const of searchtools.js: visible to later scripts in the context.
  context.__output = output;
  context.__el = makeElement;
  vm.runInContext(
    'Search.output = __output; Search.title = __el(); Search.status = __el();',
    context,
  );
  return (query) => {
    output.children.length = 0;
    timers.length = 0;
    context.__query = query;
    vm.runInContext('Search.query(__query)', context);
    while (timers.length > 0) timers.shift()!();
    return output.children.map((li) => {
      const href = String(li.children[0]?.href ?? '');
      const hash = href.indexOf('#');
      return hash < 0
        ? { path: href, anchor: '' }
        : { path: href.slice(0, hash), anchor: href.slice(hash + 1) };
    });
  };
}

interface FakeElement {
  children: FakeElement[];
  href?: string;
  [key: string]: unknown;
}

function makeElement(): FakeElement {
  const el: FakeElement = {
    children: [],
    dataset: {},
    classList: { add: () => {}, remove: () => {} },
    style: {},
    appendChild(child: FakeElement) {
      el.children.push(child);
      return child;
    },
    removeChild(child: FakeElement) {
      el.children.splice(el.children.indexOf(child), 1);
      return child;
    },
    get lastChild() {
      return null;
    },
    getAttribute: () => '',
    setAttribute: () => {},
    querySelectorAll: () => [],
    addEventListener: () => {},
  };
  return el;
}

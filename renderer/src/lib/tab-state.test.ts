import { describe, expect, it } from 'vitest';
import type { Route } from './route.ts';
import type { TabsState } from './tab-state.ts';
import { MAX_ENTRIES, activeTab, currentEntry, initialTabs, tabsReducer } from './tab-state.ts';
import { parseTabs, serializeTabs } from './tab-storage.ts';

const page = (name: string): Route => ({
  kind: 'page',
  url: `https://d/${name}.html`,
  highlight: '',
});

function run(state: TabsState, ...actions: Parameters<typeof tabsReducer>[1][]): TabsState {
  return actions.reduce(tabsReducer, state);
}
const urlOf = (state: TabsState): string => {
  const route = currentEntry(activeTab(state)).route;
  return route.kind === 'page' ? route.url : 'home';
};

describe('tabsReducer', () => {
  it('keeps a history per tab: back in one tab does not move another', () => {
    let state = run(
      initialTabs(),
      { type: 'navigate', route: page('a') },
      { type: 'navigate', route: page('b') },
      { type: 'open', route: page('x') },
      { type: 'navigate', route: page('y') },
    );
    expect(state.tabs).toHaveLength(2);
    state = run(state, { type: 'go', delta: -1 });
    expect(urlOf(state)).toBe('https://d/x.html');
    state = run(state, { type: 'cycle', delta: 1 });
    expect(urlOf(state)).toBe('https://d/b.html');
    state = run(
      state,
      { type: 'go', delta: -1 },
      { type: 'go', delta: -1 },
      { type: 'go', delta: -1 },
    );
    expect(urlOf(state)).toBe('home');
    // Navigating after going back drops the forward entries, as a browser does.
    state = run(state, { type: 'navigate', route: page('c') });
    expect(activeTab(state).entries.map((e) => e.route.kind)).toEqual(['home', 'page']);
  });

  it('shows a tab at a place the browser brought back, and ignores a tab that is gone', () => {
    const start = run(
      initialTabs(),
      { type: 'navigate', route: page('a') },
      { type: 'navigate', route: page('b') },
      { type: 'open', route: page('x') },
    );
    const first = start.tabs[0]!.id;
    const back = run(start, { type: 'show', id: first, index: 1 });
    expect(back.activeId).toBe(first);
    expect(urlOf(back)).toBe('https://d/a.html');
    // An index past the end (the list was trimmed since) lands on the last place.
    expect(urlOf(run(start, { type: 'show', id: first, index: 99 }))).toBe('https://d/b.html');
    expect(run(start, { type: 'show', id: 'gone', index: 0 })).toBe(start);
  });

  it('opens behind the current tab, beside it, when asked to', () => {
    const state = run(
      initialTabs(page('a')),
      { type: 'open', route: page('b') },
      { type: 'activate', id: 't1' },
      { type: 'open', route: page('c'), background: true, title: 'C' },
    );
    expect(urlOf(state)).toBe('https://d/a.html');
    expect(state.tabs.map((t) => currentEntry(t).title || t.id)).toEqual(['t1', 'C', 't2']);
  });

  it('opens links behind in the order they were clicked, after the tabs opened before', () => {
    const state = run(
      initialTabs(page('a')),
      { type: 'open', route: page('z') },
      { type: 'activate', id: 't1' },
      { type: 'open', route: page('b'), background: true, title: 'B' },
      { type: 'open', route: page('c'), background: true, title: 'C' },
      { type: 'open', route: page('d'), background: true, title: 'D' },
    );
    expect(state.tabs.map((t) => currentEntry(t).title || t.id)).toEqual([
      't1',
      'B',
      'C',
      'D',
      't2',
    ]);
  });

  it("names a tab opened behind by its page's title, read before anyone visits it", () => {
    const opened = run(
      initialTabs(page('a')),
      { type: 'open', route: page('b'), background: true, title: 'click here' },
      { type: 'open', route: page('c'), background: true, title: 'C' },
    );
    const state = run(opened, {
      type: 'pageTitle',
      url: 'https://d/b.html#part',
      title: 'B — the page',
    });
    expect(state.tabs.map((t) => currentEntry(t).title)).toEqual(['', 'B — the page', 'C']);
    expect(run(state, { type: 'pageTitle', url: 'https://d/b.html', title: 'B — the page' })).toBe(
      state,
    );
  });

  it('closes to the neighbour and reopens the last closed tab with its history', () => {
    let state = run(
      initialTabs(page('a')),
      { type: 'open', route: page('b') },
      { type: 'navigate', route: page('b2') },
      { type: 'open', route: page('c') },
      { type: 'activate', id: 't2' },
      { type: 'close' },
    );
    expect(state.tabs.map((t) => t.id)).toEqual(['t1', 't3']);
    expect(urlOf(state)).toBe('https://d/c.html');
    state = run(state, { type: 'reopen' });
    expect(urlOf(state)).toBe('https://d/b2.html');
    expect(activeTab(state).entries).toHaveLength(2);
    expect(new Set(state.tabs.map((t) => t.id)).size).toBe(3);
    expect(run(state, { type: 'reopen' })).toBe(state);
  });

  it('leaves a home tab when the last one closes, which a reopen then replaces', () => {
    let state = run(initialTabs(page('a')), { type: 'close' });
    expect(state.tabs).toHaveLength(1);
    expect(urlOf(state)).toBe('home');
    state = run(state, { type: 'reopen' });
    expect(state.tabs).toHaveLength(1);
    expect(urlOf(state)).toBe('https://d/a.html');
  });

  it('records scroll for the entry that was scrolled, even after moving on', () => {
    let state = run(initialTabs(page('a')), { type: 'navigate', route: page('b') });
    state = run(state, { type: 'scroll', id: 't1', index: 0, top: 900 });
    expect(activeTab(state).entries.map((e) => e.scroll)).toEqual([900, 0]);
    state = run(state, { type: 'go', delta: -1 });
    expect(currentEntry(activeTab(state)).scroll).toBe(900);
  });

  it('replaces in place for a jump within the page, keeping its title', () => {
    const state = run(
      initialTabs(page('a')),
      { type: 'title', id: 't1', title: 'A' },
      {
        type: 'navigate',
        route: { kind: 'page', url: 'https://d/a.html#s', highlight: '' },
        replace: true,
      },
    );
    expect(activeTab(state).entries).toHaveLength(1);
    expect(currentEntry(activeTab(state)).title).toBe('A');
  });

  it('forgets the oldest places past the limit and wraps around when cycling', () => {
    let state = initialTabs();
    for (let i = 0; i < MAX_ENTRIES + 10; i++)
      state = run(state, { type: 'navigate', route: page(`p${i}`) });
    expect(activeTab(state).entries).toHaveLength(MAX_ENTRIES);
    expect(activeTab(state).index).toBe(MAX_ENTRIES - 1);
    state = run(state, { type: 'open', route: page('z') }, { type: 'cycle', delta: 1 });
    expect(state.activeId).toBe('t1');
    expect(run(state, { type: 'cycle', delta: -1 }).activeId).toBe('t2');
  });
});

describe('tab storage', () => {
  it('round-trips tabs, histories, scroll places and the closed list', () => {
    const state = run(
      initialTabs(page('a')),
      { type: 'scroll', id: 't1', index: 0, top: 120 },
      { type: 'open', route: page('b') },
      { type: 'open', route: page('c') },
      { type: 'close' },
    );
    const restored = parseTabs(serializeTabs(state))!;
    expect(restored.tabs.map((t) => currentEntry(t).route)).toEqual(
      state.tabs.map((t) => currentEntry(t).route),
    );
    expect(currentEntry(restored.tabs[0]!).scroll).toBe(120);
    expect(urlOf(restored)).toBe(urlOf(state));
    expect(restored.closed).toHaveLength(1);
    // Ids restart but never collide with the next one handed out.
    const ids = [...restored.tabs, ...restored.closed].map((t) => t.id);
    expect(ids).not.toContain(`t${restored.nextId}`);
  });

  it('refuses what it did not write, and drops a bad tab rather than the set', () => {
    expect(parseTabs(null)).toBeNull();
    expect(parseTabs('{')).toBeNull();
    expect(parseTabs(JSON.stringify({ version: 99, tabs: [] }))).toBeNull();
    const mixed = parseTabs(
      JSON.stringify({
        version: 1,
        active: 5,
        tabs: [
          { entries: [{ route: { kind: 'page', url: 42 } }] },
          {
            entries: [{ route: { kind: 'page', url: 'https://d/ok.html' }, scroll: -3 }],
            index: 7,
          },
        ],
      }),
    )!;
    expect(mixed.tabs).toHaveLength(1);
    expect(currentEntry(mixed.tabs[0]!)).toEqual({
      route: { kind: 'page', url: 'https://d/ok.html', highlight: '' },
      scroll: 0,
      title: '',
    });
    expect(mixed.activeId).toBe(mixed.tabs[0]!.id);
  });
});

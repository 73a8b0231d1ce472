import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import type { Tab, TabAction } from '../../lib/tab-state.ts';
import { currentEntry } from '../../lib/tab-state.ts';
import { tabTitle } from '../../lib/tab-title.ts';
import { CloseIcon, PlusIcon } from '../common/icons.tsx';

interface Props {
  tabs: readonly Tab[];
  activeId: string;
  panelId: string;
  dispatch: (action: TabAction) => void;
}

export function tabElementId(id: string): string {
  return `tab-${id}`;
}

/**
 * The open pages, as an ARIA tablist: one Tab stop, arrows move between tabs (and show them),
 * Home/End jump, Delete closes. Close buttons are skipped by Tab, since Delete does their job
 * from the keyboard, and middle click closes as in a browser.
 */
export function TabStrip({ tabs, activeId, panelId, dispatch }: Props) {
  const list = useRef<HTMLDivElement>(null);
  // Many tabs scroll sideways: the selected one is always brought into sight.
  useEffect(() => {
    document
      .getElementById(tabElementId(activeId))
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeId, tabs.length]);
  const focusTab = (id: string): void => {
    // After React has moved the selection, so the focused tab is the selected one.
    requestAnimationFrame(() => document.getElementById(tabElementId(id))?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const at = tabs.findIndex((tab) => tab.id === activeId);
    const to = (index: number): void => {
      const tab = tabs[(index + tabs.length) % tabs.length];
      if (tab === undefined) return;
      event.preventDefault();
      dispatch({ type: 'activate', id: tab.id });
      focusTab(tab.id);
    };
    switch (event.key) {
      case 'ArrowLeft':
        return to(at - 1);
      case 'ArrowRight':
        return to(at + 1);
      case 'Home':
        return to(0);
      case 'End':
        return to(tabs.length - 1);
      case 'Delete':
        event.preventDefault();
        dispatch({ type: 'close', id: activeId });
        return;
    }
  };
  return (
    <div className="tab-strip">
      <div
        ref={list}
        className="tab-list"
        role="tablist"
        aria-label="Open pages"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === activeId;
          const title = tabTitle(currentEntry(tab));
          return (
            <div key={tab.id} className={`tab${selected ? ' is-active' : ''}`}>
              <button
                type="button"
                role="tab"
                id={tabElementId(tab.id)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                title={title}
                className="tab-button"
                onClick={() => dispatch({ type: 'activate', id: tab.id })}
                onAuxClick={(event) => {
                  if (event.button !== 1) return;
                  event.preventDefault();
                  dispatch({ type: 'close', id: tab.id });
                }}
              >
                <span className="tab-title">{title}</span>
              </button>
              <button
                type="button"
                className="tab-close"
                tabIndex={-1}
                aria-label={`Close ${title}`}
                title="Close tab (Alt+W)"
                onClick={() => dispatch({ type: 'close', id: tab.id })}
              >
                <CloseIcon />
              </button>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="icon-button tab-new"
        aria-label="New tab"
        title="New tab (Alt+T)"
        onClick={() => dispatch({ type: 'open', route: { kind: 'home' } })}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';

export interface Hotkeys {
  /** `/`, Ctrl+K or Cmd+K. */
  focusSearch: () => void;
  back: () => void;
  forward: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The app's global keys; `/` only when not typing somewhere, so it can still be typed. */
export function useHotkeys(handlers: Hotkeys): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      let action: (() => void) | undefined;
      if (
        (command && key === 'k' && !event.altKey) ||
        (key === '/' && !command && !isTyping(event.target))
      ) {
        action = latest.current.focusSearch;
      } else if (event.altKey && !command && key === 'arrowleft') {
        action = latest.current.back;
      } else if (event.altKey && !command && key === 'arrowright') {
        action = latest.current.forward;
      }
      if (action === undefined) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

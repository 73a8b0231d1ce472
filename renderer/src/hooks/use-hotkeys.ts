import { useEffect, useRef } from 'react';
import type { Command } from '../lib/hotkey-command.ts';
import { hotkeyCommand } from '../lib/hotkey-command.ts';

export type CommandHandlers = Partial<Record<Command, () => void>>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The app's global keys (see hotkeyCommand for the map). A key whose command has no handler
 * here keeps its default: in a browser, Ctrl+F stays the browser's own find.
 */
export function useHotkeys(handlers: CommandHandlers, where: { desktop: boolean }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { desktop } = where;
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const command = hotkeyCommand(
        {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          typing: isTyping(event.target),
        },
        { desktop },
      );
      const action = command === undefined ? undefined : latest.current[command];
      if (action === undefined) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desktop]);
}

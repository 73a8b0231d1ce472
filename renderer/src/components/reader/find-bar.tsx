import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FindResult, FolioClient } from '../../api/client.ts';
import { CloseIcon } from '../common/icons.tsx';

type Finder = Required<Pick<FolioClient, 'findInPage' | 'stopFindInPage' | 'onFindResult'>>;

interface Props {
  finder: Finder;
  /** Changes each time Ctrl+F is pressed again, to focus and select the box. */
  focusKey: number;
  onClose: () => void;
}

export function findStatus(text: string, result: FindResult | null): string {
  if (text === '' || result === null) return '';
  return result.matches === 0 ? 'No matches' : `${result.active} of ${result.matches}`;
}

/**
 * The desktop app's find in page (a browser has its own Ctrl+F): Chromium marks every match and
 * counts them (webContents.findInPage), this bar only asks. Enter or F3 for the next match,
 * Shift+Enter or Shift+F3 for the previous, Esc clears the marks and closes.
 */
export function FindBar({ finder, focusKey, onClose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<FindResult | null>(null);

  useEffect(() => finder.onFindResult(setResult), [finder]);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusKey]);
  useEffect(() => () => void finder.stopFindInPage().catch(() => undefined), [finder]);

  const find = (value: string, forward: boolean, findNext: boolean): void => {
    if (value === '') {
      setResult(null);
      void finder.stopFindInPage().catch(() => undefined);
      return;
    }
    void finder.findInPage({ text: value, forward, findNext }).catch(() => undefined);
  };
  const close = (): void => {
    void finder.stopFindInPage().catch(() => undefined);
    onClose();
  };

  // F3 works wherever the focus is while the bar is open, as in a browser.
  const latest = useRef({ text, find });
  latest.current = { text, find };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'F3' || latest.current.text === '') return;
      event.preventDefault();
      latest.current.find(latest.current.text, !event.shiftKey, true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      event.preventDefault();
      find(text, !event.shiftKey, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const status = findStatus(text, result);
  return (
    <div className="find-bar" role="search" aria-label="Find in page">
      <input
        ref={input}
        type="text"
        aria-label="Find in page"
        placeholder="Find in page"
        value={text}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          find(event.target.value, true, false);
        }}
        onKeyDown={onKeyDown}
      />
      <span className="find-status small muted" aria-live="polite">
        {status}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Previous match (Shift+Enter)"
        disabled={text === ''}
        onClick={() => find(text, false, true)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Next match (Enter)"
        disabled={text === ''}
        onClick={() => find(text, true, true)}
      >
        ↓
      </button>
      <button type="button" className="icon-button" aria-label="Close find (Esc)" onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}

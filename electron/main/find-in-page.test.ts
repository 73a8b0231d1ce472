import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  findInPage,
  forwardFindResults,
  parseFindRequest,
  stopFindInPage,
} from './find-in-page.ts';

function fakeContents() {
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    findInPage: vi.fn((_text: string, _options?: unknown) => 1),
    stopFindInPage: vi.fn(),
  });
}

describe('find in page (webContents.findInPage)', () => {
  it('passes the text and direction to Chromium, and clears on stop', () => {
    const contents = fakeContents();
    findInPage(contents as never, { text: 'zero', forward: false, findNext: true });
    expect(contents.findInPage).toHaveBeenCalledWith('zero', { forward: false, findNext: true });
    stopFindInPage(contents as never);
    expect(contents.stopFindInPage).toHaveBeenCalledWith('clearSelection');
    // No window (closed meanwhile): nothing to do, nothing thrown.
    expect(() =>
      findInPage(undefined, { text: 'x', forward: true, findNext: false }),
    ).not.toThrow();
  });

  it('forwards only final counts, with 0 active when nothing matched, until stopped', () => {
    const contents = fakeContents();
    const send = vi.fn();
    const stop = forwardFindResults(contents as never, send);
    contents.emit('found-in-page', {}, { finalUpdate: false, matches: 1, activeMatchOrdinal: 1 });
    contents.emit('found-in-page', {}, { finalUpdate: true, matches: 7, activeMatchOrdinal: 3 });
    contents.emit('found-in-page', {}, { finalUpdate: true, matches: 0, activeMatchOrdinal: 1 });
    expect(send.mock.calls).toEqual([[{ matches: 7, active: 3 }], [{ matches: 0, active: 0 }]]);
    stop();
    contents.emit('found-in-page', {}, { finalUpdate: true, matches: 2, activeMatchOrdinal: 1 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('accepts only a text and two flags', () => {
    expect(parseFindRequest({ text: 'a', forward: true, findNext: false })).toEqual({
      text: 'a',
      forward: true,
      findNext: false,
    });
    expect(parseFindRequest({ text: 'a', forward: true })).toBeNull();
    expect(parseFindRequest({ text: 7, forward: true, findNext: true })).toBeNull();
    expect(parseFindRequest([])).toBeNull();
  });
});

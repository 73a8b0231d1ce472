import { describe, expect, it } from 'vitest';
import { fakeContents, fakeEvent, fakeFrame } from '../testing/fake-frames.ts';
import { isTrustedSender } from './is-trusted-sender.ts';

describe('isTrustedSender (checklist #17)', () => {
  const main = fakeFrame();
  const contents = fakeContents(main);

  it("accepts our window's main frame showing folio://app", () => {
    expect(isTrustedSender(fakeEvent(contents, main), contents)).toBe(true);
    const sameFrameAgain = fakeFrame({ url: 'folio://app/index.html#/page?url=x' });
    expect(isTrustedSender(fakeEvent(contents, sameFrameAgain), contents)).toBe(true);
  });

  it.each([
    ['a child frame of our page', fakeFrame({ frameToken: 'child', parent: main })],
    ['a frame with another token', fakeFrame({ frameToken: 'other' })],
    ['a frame in another process', fakeFrame({ processId: 8 })],
    ['our frame after it navigated to the web', fakeFrame({ url: 'https://evil.example/' })],
    ['our frame on a look-alike origin', fakeFrame({ url: 'folio://app.evil/index.html' })],
    ['our frame on the asset origin', fakeFrame({ url: 'folio://asset/?url=x' })],
    ['our frame on file://', fakeFrame({ url: 'file:///etc/passwd' })],
    ['a detached frame', fakeFrame({ detached: true })],
    ['a frame that is gone (null)', null],
  ])('refuses %s', (_name, frame) => {
    expect(isTrustedSender(fakeEvent(contents, frame), contents)).toBe(false);
  });

  it('refuses another webContents, even with a matching frame', () => {
    const other = fakeContents(main);
    expect(isTrustedSender(fakeEvent(other, main), contents)).toBe(false);
  });

  it('refuses everything once our window is gone', () => {
    expect(isTrustedSender(fakeEvent(contents, main), undefined)).toBe(false);
  });
});

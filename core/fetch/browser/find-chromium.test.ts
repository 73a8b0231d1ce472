import { describe, expect, it } from 'vitest';
import { lazyRenderer } from '../lazy-renderer.ts';
import { RenderUnavailable } from '../page-renderer.ts';
import { findChromium } from './find-chromium.ts';

const nowhere = ['/nonexistent/chromium', '/nonexistent/google-chrome'];

describe('findChromium', () => {
  it('says there is none, where it looked, and every fix', async () => {
    const error = await findChromium({}, nowhere).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderUnavailable);
    const message = (error as Error).message;
    expect(message).toContain(
      'no Chromium found (looked for /nonexistent/chromium, /nonexistent/google-chrome)',
    );
    expect(message).toMatch(/apt install chromium/);
    expect(message).toMatch(/FOLIO_CHROMIUM/);
    expect(message).toMatch(/llms\.txt/);
    expect(message).toMatch(/Markdown twins/);
  });

  it('takes FOLIO_CHROMIUM as given, and refuses a path that is not a program', async () => {
    await expect(findChromium({ FOLIO_CHROMIUM: '/nonexistent/chrome' }, nowhere)).rejects.toThrow(
      'FOLIO_CHROMIUM is /nonexistent/chrome, which is not an executable file',
    );
    // Any executable will do for the lookup; it is launched only when a docset renders.
    await expect(findChromium({ FOLIO_CHROMIUM: process.execPath }, nowhere)).resolves.toBe(
      process.execPath,
    );
  });

  it('finds the first installed candidate', async () => {
    await expect(findChromium({}, [...nowhere, process.execPath])).resolves.toBe(process.execPath);
  });
});

describe('lazyRenderer', () => {
  it('launches nothing until a docset asks, and once for all that ask', async () => {
    let launches = 0;
    const renderer = lazyRenderer({}, () => {
      launches++;
      return Promise.reject(new RenderUnavailable('no Chromium found'));
    });
    expect(launches).toBe(0);
    await expect(renderer.open()).rejects.toThrow(/no Chromium found/);
    await expect(renderer.open()).rejects.toThrow(/no Chromium found/);
    expect(launches).toBe(1);
    await renderer.close();
  });
});

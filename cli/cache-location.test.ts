import { describe, expect, it } from 'vitest';
import { type CacheLocationFacts, chooseCacheFile } from './cache-location.ts';

const installed = (platform: NodeJS.Platform, env: NodeJS.ProcessEnv = {}): CacheLocationFacts => ({
  option: undefined,
  env,
  installed: true,
  platform,
  home:
    platform === 'win32' ? 'C:\\Users\\ada' : platform === 'darwin' ? '/Users/ada' : '/home/ada',
  appRoot: platform === 'win32' ? 'D:\\folio-0.1.0-win-x64' : '/opt/folio-0.1.0-linux-x64',
});

describe('chooseCacheFile', () => {
  it('takes --cache first, then $FOLIO_CACHE, installed or not', () => {
    const env = { FOLIO_CACHE: 'env.db' };
    expect(chooseCacheFile({ ...installed('linux', env), option: 'opt.db' })).toBe('opt.db');
    expect(chooseCacheFile(installed('linux', env))).toBe('env.db');
    expect(chooseCacheFile({ ...installed('win32', env), installed: false })).toBe('env.db');
  });

  it('keeps a checkout’s cache in its cache/ folder', () => {
    const facts = { ...installed('linux'), installed: false, appRoot: '/src/folio' };
    expect(chooseCacheFile(facts)).toBe('/src/folio/cache/folio.db');
    expect(chooseCacheFile({ ...installed('win32'), installed: false })).toBe(
      'D:\\folio-0.1.0-win-x64\\cache\\folio.db',
    );
  });

  it('puts an installed copy on Linux in $XDG_DATA_HOME, else ~/.local/share', () => {
    expect(chooseCacheFile(installed('linux'))).toBe('/home/ada/.local/share/folio/folio.db');
    expect(chooseCacheFile(installed('linux', { XDG_DATA_HOME: '/data/ada' }))).toBe(
      '/data/ada/folio/folio.db',
    );
    // A relative XDG_DATA_HOME is invalid by the spec: ignored, not resolved from the working folder.
    expect(chooseCacheFile(installed('linux', { XDG_DATA_HOME: 'rel' }))).toBe(
      '/home/ada/.local/share/folio/folio.db',
    );
    expect(chooseCacheFile(installed('freebsd'))).toBe('/home/ada/.local/share/folio/folio.db');
  });

  it('puts an installed copy on macOS in Application Support', () => {
    expect(chooseCacheFile(installed('darwin', { XDG_DATA_HOME: '/x' }))).toBe(
      '/Users/ada/Library/Application Support/Folio/folio.db',
    );
  });

  it('puts an installed copy on Windows in %LOCALAPPDATA%, else the profile’s AppData\\Local', () => {
    expect(
      chooseCacheFile(installed('win32', { LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' })),
    ).toBe('C:\\Users\\ada\\AppData\\Local\\Folio\\folio.db');
    expect(chooseCacheFile(installed('win32'))).toBe(
      'C:\\Users\\ada\\AppData\\Local\\Folio\\folio.db',
    );
  });

  it('treats an empty $FOLIO_CACHE as unset', () => {
    expect(chooseCacheFile(installed('linux', { FOLIO_CACHE: '' }))).toBe(
      '/home/ada/.local/share/folio/folio.db',
    );
  });
});

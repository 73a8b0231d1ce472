import { describe, expect, it } from 'vitest';
import { createWindowOptions } from './window-options.ts';

describe('createWindowOptions', () => {
  const prefs = createWindowOptions('/app/out/preload/index.cjs').webPreferences!;

  it('sandboxes and isolates the renderer (checklist #2, #3, #4, #6)', () => {
    expect(prefs.sandbox).toBe(true);
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.webSecurity).toBe(true);
  });

  it('turns off insecure content, experimental features and <webview> (#8–#12)', () => {
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.enableBlinkFeatures).toBe('');
    expect(prefs.webviewTag).toBe(false);
  });

  it('loads the CommonJS preload', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });
});

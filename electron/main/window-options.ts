import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The one window's options. Every security-relevant preference is spelled out, even where it is
 * Electron's default, so a reader (and the test beside this file) sees the whole posture at once.
 */
export function createWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 720,
    minHeight: 480,
    title: 'Folio',
    show: false,
    webPreferences: {
      preload: preloadPath,
      // #4 Process sandboxing: the renderer shows third-party HTML, so it gets no Node at all.
      sandbox: true,
      // #3 Context isolation: the preload's `folio` bridge lives in its own world.
      contextIsolation: true,
      // #2 No Node integration (setting it true would also turn the sandbox off).
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      // #6 Keep webSecurity (same-origin policy) on.
      webSecurity: true,
      // #8 Never run http content inside the secure app origin.
      allowRunningInsecureContent: false,
      // #9 / #10 No experimental web platform or Blink features.
      experimentalFeatures: false,
      enableBlinkFeatures: '',
      // #11 / #12 No <webview>: nothing in the app needs one.
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

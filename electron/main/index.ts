import { app, dialog, protocol } from 'electron';
import { disableChromiumFeatures } from './disable-chromium-features.ts';
import { folioScheme } from './folio-scheme.ts';
import { startApp } from './start-app.ts';

// Both must happen before `ready`.
// Checklist #4: every renderer is sandboxed, whatever a window's options say.
app.enableSandbox();
// Checklist #18: the app's own privileged scheme instead of file://.
protocol.registerSchemesAsPrivileged([folioScheme]);
app.setName('Folio');
// Search answers paint in the keystroke's own frame instead of the one after it.
disableChromiumFeatures(app.commandLine);

// One Folio at a time: one writer for the cache; a second launch brings the first window up.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app
    .whenReady()
    .then(startApp)
    .catch((error: unknown) => {
      dialog.showErrorBox(
        'Folio cannot start',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
}

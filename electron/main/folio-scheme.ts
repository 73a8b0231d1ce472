import type { CustomScheme } from 'electron';
import { appScheme } from '../shared/channels.ts';

/**
 * Checklist #18: the UI and cached images come from a custom scheme, not file:// (whose pages can
 * read every file on the machine). `standard` gives it real origins (folio://app and
 * folio://asset are two), `secure` makes it a secure context, `supportFetchAPI` lets the app
 * fetch its own files. Deliberately NOT `bypassCSP`: the app's CSP applies.
 */
export const folioScheme: CustomScheme = {
  scheme: appScheme,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

import { contextBridge, ipcRenderer } from 'electron';
import { createFolioBridge } from './create-folio-bridge.ts';

// Sandboxed preload (checklist #4), bundled to CommonJS: a sandboxed preload can only require
// `electron` and a few Node built-ins, never files, so everything it uses is in this one bundle.
// Checklist #3 / #20: the page sees `window.folio` through contextBridge, and only its functions.
contextBridge.exposeInMainWorld('folio', createFolioBridge(ipcRenderer));

/**
 * How Folio's browser tests and benchmark start Debian's Chromium (Playwright's own download
 * cannot work here): as root in a container it needs --no-sandbox, and with background
 * networking on it reaches for Google's services at start, which a closed network refuses.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, unless the named environment variable points at another one. */
export function chromiumPath(variable: string): string {
  return process.env[variable] ?? '/usr/bin/chromium';
}
